int helper(int v) { return v * 2; }
