/* Values that depend on a case split: an index that may be out of bounds. */
int pick(char a[], int i) {
  int r = 0;
  return r;
}
