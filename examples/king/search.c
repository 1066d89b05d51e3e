/* King's SEARCH (CACM 1976, Fig. 10): binary search for x in a[l..u], sorted ascending.
 * found is King's FOUND; the result is his J. With l = 1, u = 5 and symbolic a[1..5] and x,
 * the execution tree has eleven leaves (`effigy repl`, examples/king/search.session). */
int found;

int search(int a[], int l, int u, int x) {
  int j = 0;
  found = 0;
  while (l <= u && found == 0) {
    j = (l + u) / 2;
    if (x == a[j])
      found = 1;
    else if (x < a[j])
      u = j - 1;
    else
      l = j + 1;
  }
  if (found == 0)
    j = l - 1;
  return j;
}
