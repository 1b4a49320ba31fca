// The front-end facts entry point of a pass plugin from another build: it
// declines every caller, as KccPlugin.so does for another version or layout.
void *kcc_frontend_facts_v8(unsigned Version, unsigned long Size) {
  return 0;
}
