#!/bin/sh
# Generates the paper's Section 6 benchmark programs into DIR (default /tmp/effigy-frames-scaling):
#   ncells_N.vc         Figure 11: N cells created and set, then an assert (N = 10 … 4000)
#   branches_N.vc       Section 6.1: a method with N independent ifs (2^N paths)
#   branches_join_N.vc  the same with `join true;` after the first N/2 ifs
# Then time, e.g.: effigy verify --no-infer --stats DIR/ncells_100.vc
set -eu
dir=${1:-/tmp/effigy-frames-scaling}
mkdir -p "$dir"
cell='class Cell {
  int x;
  Cell(int v) ensures valid() * getX() = v; { x := v; close valid(); use getX(); }
  void setX(int v) requires valid(); ensures valid() * getX() = v;
  { open valid(); x := v; close valid(); use getX(); }
  predicate valid() { return acc(this.x); }
  pure int getX() requires valid(); { return opening valid() in x; }
}'
for n in 10 20 50 100 200 500 1000 2000 4000; do
  f="$dir/ncells_$n.vc"
  { printf '// expect: verifies\n// mode: core\n%s\n' "$cell"
    i=1; while [ $i -le $n ]; do printf 'Cell c%d := new Cell(0);\nc%d.setX(%d);\n' $i $i $i; i=$((i+1)); done
    printf 'assert c1.getX() = 1;\n'; } > "$f"
done
for n in 5 10 15 20; do
  for join in no yes; do
    if [ $join = yes ]; then f="$dir/branches_join_$n.vc"; else f="$dir/branches_$n.vc"; fi
    { printf '// expect: verifies\n// mode: core\nclass C {\n  void m('
      i=1; while [ $i -le $n ]; do [ $i -gt 1 ] && printf ', '; printf 'int x%d' $i; i=$((i+1)); done
      printf ') {\n'
      i=1; while [ $i -le $n ]; do
        printf '    if (x%d = 0) {} else {}\n' $i
        if [ $join = yes ] && [ $i -eq $((n/2)) ]; then printf '    join true;\n'; fi
        i=$((i+1)); done
      printf '  }\n}\n'; } > "$f"
  done
done
echo "$dir"
