#!/bin/sh
# web/build.sh: `make web`: libhoyle, Lua 5.4 and web/glue.c compiled with
# Emscripten into the static site web/dist/ (the page, its scripts, the
# .wasm and every script of games/ and stdlib/).  Lua's C sources come from
# Debian's source package (apt-get source lua5.4, which needs a deb-src
# line) or from $LUA_SRC, a directory holding lapi.c and the rest; they are
# never kept in the repository.
# usage: build.sh SRCDIR BUILDDIR SOURCE...   (the library's sources and the
#   statistics stage's of interp/stats/, as Makefile.am lists them)
set -eu
src=$1 build=$2
shift 2
out=$build/web/dist work=$build/web/build
opt=${WEB_CFLAGS:--O3}   # emcc optimisation, when compiling and when linking
obj=$work/obj
mkdir -p "$out/games" "$out/stdlib" "$obj/lua"
# Debian's luaconf.h includes this for the path of C modules, which the sandbox never loads.
echo '#define DEB_HOST_MULTIARCH "wasm32-emscripten"' > "$obj/lua/lua5.4-deb-multiarch.h"
command -v emcc >/dev/null || { echo "make web: emcc not found (apt-get install emscripten)" >&2; exit 1; }
# Debian's Emscripten 3.1.6 finds acorn through NODE_PATH when node is not Debian's.
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"

lua_sources() {
  if [ -n "${LUA_SRC:-}" ]; then echo "$LUA_SRC"; return; fi
  found=$(ls -d "$work"/lua5.4-*/src 2>/dev/null | head -n 1)
  if [ -z "$found" ]; then
    (cd "$work" && apt-get source -qq lua5.4 >/dev/null 2>&1) || {
      echo "make web: cannot fetch Lua's sources: apt-get source lua5.4 failed, and it needs a deb-src line." >&2
      echo "  Add one: in /etc/apt/sources.list.d/debian.sources change 'Types: deb' to 'Types: deb deb-src'" >&2
      echo "  (or in /etc/apt/sources.list add: deb-src http://deb.debian.org/debian bookworm main)," >&2
      echo "  then run apt-get update; or set LUA_SRC to a directory with Lua 5.4's .c files" >&2
      exit 1
    }
    found=$(ls -d "$work"/lua5.4-*/src | head -n 1)
  fi
  echo "$found"
}

# Compiles $1 to $2 unless $2 is newer than it, than this script and than
# $header (the newest header it may include: no dependency lists are kept,
# so a changed header rebuilds every object of ours).
header=$0
compile() {
  in=$1 o=$2
  shift 2
  [ "$o" -nt "$in" ] && [ "$o" -nt "$0" ] && [ "$o" -nt "$header" ] && return 0
  emcc $opt "$@" -c "$in" -o "$o"
}

luadir=$(lua_sources)
objs=
for f in "$luadir"/*.c; do
  case ${f##*/} in lua.c|luac.c) continue ;; esac
  o=$obj/lua/$(basename "$f" .c).o
  compile "$f" "$o" -DLUA_COMPAT_5_3 -I"$obj/lua"
  objs="$objs $o"
done

header=$(ls -t "$src"/interp/hoyle.h "$src"/interp/*/*.h "$build"/interp/front/parse.h \
  2>/dev/null | head -n 1)
# The library's sources: .c from the source tree; the lexer and parser as
# generated in the build tree (or shipped in a release tarball's source tree).
# The VM dispatches with a plain switch: WebAssembly has no computed goto
# (clang turns it into a switch of its own), and the plain switch measured
# faster in Chromium (README, "In the browser").
for f in "$@" web/glue.c; do
  case $f in
    *.re|*.y) f=${f%.*}.c; [ -f "$build/$f" ] && in=$build/$f || in=$src/$f ;;
    *.c) in=$src/$f ;;
    *) continue ;;
  esac
  o=$obj/$(echo "$f" | tr / _ | sed 's/\.c$/.o/')
  compile "$in" "$o" -I"$luadir" -I"$obj/lua" -I"$src/interp" -I"$build/interp" -I"$src/web" \
    -DHOYLE_DATADIR='"/hoyle"' -DHOYLE_SWITCH_DISPATCH=1 -DPACKAGE_VERSION="\"${HOYLE_VERSION:-unknown}\""
  objs="$objs $o"
done

# Links again only when an object is newer than the last link.
relink=no
[ -f "$out/hoyle.wasm" ] || relink=yes
for o in $objs; do [ "$o" -nt "$out/hoyle.wasm" ] && relink=yes; done
funcs=$(sed -n 's/^EMSCRIPTEN_KEEPALIVE.* \**\(web_[a-z_]*\)(.*/_\1/p' "$src/web/glue.c" | tr '\n' ',')
# shellcheck disable=SC2086
[ $relink = no ] || emcc $opt $objs -o "$out/hoyle.js" \
  -s MODULARIZE=1 -s EXPORT_NAME=createHoyle -s ALLOW_MEMORY_GROWTH=1 \
  -s ENVIRONMENT=web,worker,node -s FORCE_FILESYSTEM=1 \
  -s EXPORTED_FUNCTIONS="${funcs%,}" \
  -s EXPORTED_RUNTIME_METHODS=FS,ccall,cwrap,UTF8ToString

cp "$src"/web/index.html "$src"/web/hoyle-page.js "$src"/web/hoyle-worker.js \
  "$src"/web/hoyle-core.js "$src"/web/choices.js "$src"/web/style.css "$out/"
cp "$src"/games/*.hoyle "$src"/games/*.lua "$out/games/"
cp "$src"/stdlib/*.hoyle "$out/stdlib/"
# The language's keywords, for the editor's highlighting, from the lexer.
grep -o '{ "[a-z_]*", KW_' "$src/interp/front/lex.re" | sed 's/{ \("[a-z_]*"\).*/\1/' |
  paste -sd, | sed 's/^/[/; s/$/]/' > "$out/keywords.json"
# The list of files the page writes into its file system.
(cd "$out" && ls games/* stdlib/*) | sed 's/.*/"&"/' | paste -sd, | sed 's/^/[/; s/$/]/' > "$out/files.json"
echo "make web: $(du -sh "$out" | cut -f1) in $out"
