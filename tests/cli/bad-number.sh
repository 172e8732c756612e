# Numbers out of range or not numbers at all: usage error (64) naming the
# flag, the range and the value.
. "$SRCDIR/tests/cli/common"
c8=$games/crazy-eights.hoyle
check_number() {  # COMMAND FLAG VALUE MESSAGE
  try "$1" "$c8" "$2" "$3"
  want_status 64
  out_empty
  err_has "hoyle $1: $4, not '$3'"
}
check_number run -p 0 "--players must be a number from 1 to 8"
check_number run -p 99 "--players must be a number from 1 to 8"
check_number sim -n x "--games must be a number from 1 to 100000000"
check_number run --seed -1 "--seed must be a number from 0 to 2147483647"
check_number run -s 7x "--seed must be a number from 0 to 2147483647"
check_number run --max-turns 0 "--max-turns must be a number from 1 to 100000000"
check_number play --seat 9 "--seat must be a number from 1 to 8"
check_number run --view "" "--view must be a number from 1 to 8"
