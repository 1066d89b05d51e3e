// reads a file with open/read/lseek/close (unistd.h): a count byte, then that many bytes copied into a buffer of 4; a count above 4 writes past it
// verify: raw_records.c --sym-file data.bin --sym-file-size 6 --property valid-memsafety => FALSE
// verify: raw_records.c --sym-file data.bin --sym-file-size 6 => UNKNOWN possible undefined behaviour
// verify: raw_records.c --sym-file data.bin --sym-file-size 6 --sym-file-missing --property valid-memsafety => FALSE
// engines: symex (bounded model checking, k-induction and CEGAR reach their 20 s on the model of the bytes lseek keeps: measured)
// why: open gives descriptor 3; the count byte 5 and five more bytes make the copy loop write buf[4], past the array (AddressSanitizer confirms it on gcc's program with that file); lseek back to 1 rereads the count's successor; a missing file ends at open's -1; buf starts zeroed, so a count of 0 reads no indeterminate byte
#include <fcntl.h>
#include <unistd.h>
int main(void) {
  int fd = open("data.bin", O_RDONLY);
  if (fd < 0)
    return 1;
  unsigned char count;
  if (read(fd, &count, 1) != 1)
    return 2;
  if (lseek(fd, 1, SEEK_SET) != 1)
    return 3;
  char buf[4] = {0};
  for (int i = 0; i < count; i++) {
    char c;
    if (read(fd, &c, 1) != 1)
      break;
    buf[i] = c;
  }
  close(fd);
  return buf[0] == 'x';
}
