#!/bin/sh
# layers.sh: checks that interp/ (and the web page's C, web/) is layered as
# its folders say.
#   usage: layers.sh INTERP_DIR [WEB_DIR]
# Prints one line per fault and exits 1 if there is any.  The rules:
#  1. Folders come in pipeline order: core front check code run lua load
#     play api stats cli.  A file includes headers of its own folder, of
#     folders before it, and the public hoyle.h; never of a folder after it.
#  2. The run-time never sees the syntax tree: run/ and lua/ include
#     nothing from front/, check/ or code/.
#  3. The statistics stage is a client of the library: stats/ includes
#     only hoyle.h and stats/ headers.  The command and the web page are
#     its sibling clients: cli/ includes only hoyle.h, stats/ and cli/
#     headers; WEB_DIR's files only hoyle.h and stats/ headers.  hoyle.h
#     includes no header of ours.
#  4. Each header X.h is implemented in X.c (or X.re, X.y) beside it: every
#     function it declares (not static inline) is defined there.
#  5. No two modules (X.h with X.c) include each other, directly or through
#     others: the graph of includes between modules has no loop.
set -u
dir=${1:?usage: layers.sh INTERP_DIR [WEB_DIR]}
web=${2:-}
cd "$dir" || exit 2
order="core front check code run lua load play api stats cli"
faults=0
fault() { echo "layers: $*"; faults=$((faults + 1)); }

rank() {
  r=0
  for f in $order; do
    [ "$f" = "$1" ] && { echo $r; return; }
    r=$((r + 1))
  done
  echo -1
}

# includes FILE: the quoted includes of a file, one a line.
includes() { sed -n 's/^#include "\(.*\)".*/\1/p' "$1"; }

sources=$(ls */*.c */*.h */*.re */*.y 2>/dev/null)
for f in $sources; do
  folder=${f%%/*}
  fr=$(rank "$folder")
  [ "$fr" -lt 0 ] && { fault "$f: folder $folder is not in the order ($order)"; continue; }
  for inc in $(includes "$f"); do
    [ "$inc" = hoyle.h ] && continue
    ifolder=${inc%%/*}
    case $folder in
    stats) [ "$ifolder" = stats ] || fault "$f includes $inc: the statistics stage uses hoyle.h only" ;;
    cli)
      case $ifolder in cli|stats) ;; *) fault "$f includes $inc: the command uses hoyle.h and stats/ only";; esac ;;
    run|lua)
      case $ifolder in front|check|code) fault "$f includes $inc: the run-time never sees the syntax tree or the compiler";; esac ;;
    esac
    ir=$(rank "$ifolder")
    if [ "$ir" -lt 0 ]; then
      fault "$f includes $inc: not a header of a known folder"
    elif [ "$ir" -gt "$fr" ]; then
      fault "$f includes $inc: $ifolder/ comes after $folder/ in the pipeline"
    fi
  done
done
# Rule 3 for the web page's C, a client beside cli/.
if [ -n "$web" ]; then
  for f in "$web"/*.c "$web"/*.h; do
    [ -e "$f" ] || continue
    for inc in $(includes "$f"); do
      case $inc in
      hoyle.h|stats/*) ;;
      *) fault "web/${f##*/} includes $inc: the web page uses hoyle.h and stats/ only" ;;
      esac
    done
  done
fi
[ -n "$(includes hoyle.h)" ] && fault "hoyle.h includes $(includes hoyle.h | tr '\n' ' ')"

# Rule 4: declared functions are defined in the file of the header's name.
for h in */*.h; do
  base=${h%.h}
  impl=
  for ext in c re y; do [ -f "$base.$ext" ] && impl=$base.$ext; done
  names=$(sed -e '/^static/d' -e '/^typedef/d' -e '/^#/d' -e '/^ /d' -e '/^\//d' -e '/^}/d' "$h" |
    sed -n 's/^[A-Za-z_][A-Za-z0-9_ *]*[ *]\([a-z_][a-z0-9_]*\)(.*/\1/p')
  for n in $names; do
    if [ -z "$impl" ]; then
      fault "$h declares $n() but there is no ${base##*/}.c beside it"
    elif ! grep -q "^[A-Za-z_].*[ *]$n(" "$impl"; then
      fault "$h declares $n() but $impl does not define it"
    fi
  done
done

# Rule 5: modules (a header and its implementation) form no loop.
edges=$(for f in $sources; do
  m=${f%.*}
  for inc in $(includes "$f"); do
    t=${inc%.h}
    [ "$t" != "$m" ] && [ "$inc" != hoyle.h ] && echo "$t $m"
  done
done)
if ! printf '%s\n' "$edges" | tsort >/dev/null 2>"${TMPDIR:-/tmp}/layers.$$"; then
  fault "the includes between modules make a loop: $(grep -v 'input contains a loop' "${TMPDIR:-/tmp}/layers.$$" | sed 's/^tsort: //' | tr '\n' ' ')"
fi
rm -f "${TMPDIR:-/tmp}/layers.$$"

[ "$faults" -eq 0 ] || exit 1
exit 0
