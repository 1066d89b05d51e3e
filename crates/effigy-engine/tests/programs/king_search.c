// King's SEARCH (Fig. 10): binary search in A(1..5) with symbolic elements and X, L = 1,
// U = 5: eleven terminal leaves, whose FOUND and J are those of King's table.
// leaves: 11
// globals: FOUND=1 J=3; FOUND=1 J=1; FOUND=0 J=0; FOUND=1 J=2; FOUND=0 J=1; FOUND=0 J=2; FOUND=1 J=4; FOUND=0 J=3; FOUND=1 J=5; FOUND=0 J=4; FOUND=0 J=5
extern int __VERIFIER_nondet_int(void);
int A[6];
int FOUND, J;
void search(int l, int u, int x) {
  FOUND = 0;
  while (!(l > u) && FOUND == 0) {
    J = (l + u) / 2;
    if (x == A[J]) FOUND = 1;
    else if (x < A[J]) u = J - 1;
    else l = J + 1;
  }
  if (FOUND == 0) J = l - 1;
}
int main(void) {
  for (int i = 1; i <= 5; i++) A[i] = __VERIFIER_nondet_int();
  search(1, 5, __VERIFIER_nondet_int());
  return 0;
}
