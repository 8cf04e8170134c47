/* statfs(2), which Swift's Glibc module leaves out: which file system a path is on. Only
   WidgettyBuiltins' ProcRoot imports this module. */
#ifndef CFILESYSTEMTYPE_SHIM_H
#define CFILESYSTEMTYPE_SHIM_H

#include <sys/vfs.h>

#endif
