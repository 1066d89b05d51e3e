int x = 2;
