int second[4];
int in_second(void) { return second[4 + (second[0] > 0)]; }
