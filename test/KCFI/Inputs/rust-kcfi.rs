// Rust side of test/KCFI/rust-interop.c: built with rustc -Zsanitizer=kcfi.
#![no_std]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! { loop {} }

#[no_mangle]
pub extern "C" fn rust_triple(x: i32) -> i32 { x * 3 }

extern "C" { fn c_add_one(x: i32) -> i32; }

/// Calls a C function through a Rust function pointer (checked by rustc).
#[no_mangle]
pub extern "C" fn rust_call_c(f: Option<extern "C" fn(i32) -> i32>, x: i32) -> i32 {
    match f { Some(f) => f(x), None => unsafe { c_add_one(x) } }
}
