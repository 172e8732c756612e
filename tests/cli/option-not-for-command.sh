# An option that the command does not take: usage error (64) naming it.
. "$SRCDIR/tests/cli/common"
c8=$games/crazy-eights.hoyle
check_misfit() {  # COMMAND OPTION-AS-NAMED ARGS...
  command=$1 name=$2
  shift 2
  try "$command" "$@"
  want_status 64
  out_empty
  err_has "hoyle $command: option '$name' does not apply to this command"
}
check_misfit check -p -p 3 "$c8"
check_misfit sim --seat --seat 2 "$c8"
check_misfit run --json --json "$c8"
check_misfit sim --log --log json "$c8"
check_misfit play -n -n 5 "$c8"
check_misfit disasm -s -s 1 "$c8"
check_misfit test -D -D rounds=1 "$c8"
check_misfit run --seat --seat 1 "$c8"
