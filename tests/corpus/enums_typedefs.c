// covers: enums with explicit values, typedefs, switch on an enum
// run: inputs=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 outcome=return 0
// run: inputs=42,7,3,250,-1,9,13,1,5,2,8,6,4,11,100,17,0,3,2,1,9,9,9,9 outcome=return 20
// run: inputs=-1,-100,5,255,65535,3,2147483647,-7,1,30,2,4,6,8,10,12,14,16,18,20,22,24,26,28 outcome=return 15
extern int __VERIFIER_nondet_int(void);
typedef enum { RED = 1, GREEN = 4, BLUE } color;
typedef unsigned int uint32;
typedef struct { color c; uint32 weight; } item;
int main(void) {
  item it;
  int k = __VERIFIER_nondet_int();
  it.c = (k & 1) ? RED : (k & 2) ? GREEN : BLUE;
  it.weight = (uint32)k * 7u;
  switch (it.c) { case RED: return 10 + BLUE; case GREEN: return 20; default: return (int)(it.weight % 50u); }
}
