/* opcodes.c: the tables generated from the opcode list in opcodes.h. */
#include "core/opcodes.h"

const char *const opcode_names[] = {
#define OP_NAME(name, n, where, doc) #name,
  OPCODES(OP_NAME)
#undef OP_NAME
};

const unsigned char opcode_operands[] = {
#define OP_COUNT_(name, n, where, doc) n,
  OPCODES(OP_COUNT_)
#undef OP_COUNT_
};

const char *const opcode_docs[] = {
#define OP_DOC(name, n, where, doc) doc,
  OPCODES(OP_DOC)
#undef OP_DOC
};
