// covers: goto, labels, backward goto loops (CFA-reduced style)
// symex: FALSE
// cegar: FALSE
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 1
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 11
// run: inputs=2147483647,-2147483648,37,1,6,21,256,128,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 outcome=return 194
// run: inputs=5 outcome=error
// run: inputs=-3 outcome=return 1
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int() % 10, i = 0, acc = 1;
  if (x < 0) goto out;
loop:
  if (i >= x) goto done;
  acc = acc * 3 % 1000;
  i++;
  goto loop;
done:
  if (acc == 243) { reach_error(); abort(); }
out:
  return acc + i;
}
