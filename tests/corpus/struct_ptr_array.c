// covers: arrays of pointers to structs, struct member arrays, pointer to member
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 2100
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 2102
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 2101
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 2103
extern int __VERIFIER_nondet_int(void);
struct acc { int id; int hist[4]; };
int main(void) {
  struct acc store[3];
  struct acc *ptrs[3];
  for (int i = 0; i < 3; i++) { ptrs[i] = &store[2 - i]; ptrs[i]->id = i; for (int k = 0; k < 4; k++) ptrs[i]->hist[k] = i * k; }
  int x = __VERIFIER_nondet_int() % 4;
  if (x < 0) x = -x;
  int *h = &store[1].hist[x];
  *h += 100;
  return store[0].id * 1000 + store[1].hist[x] + ptrs[0]->hist[3];
}
