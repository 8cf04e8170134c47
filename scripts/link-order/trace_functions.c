// Which functions of a program run, in the order they first run: a breakpoint (int3) on the
// entry of every function, each removed at its first hit. `scripts/link-order/regenerate.sh`
// turns the list into the linker's symbol ordering file, so that the code Widgetty runs sits
// together in the binary and the kernel maps (keeps resident) little else.
//
// Usage: trace_functions [--steady-after SECONDS] SYMBOLS OUT -- PROGRAM [ARGS...]
//   --steady-after  SECONDS after the start every breakpoint is set again: the functions that
//            run from then on (a home screen's steady state: a clock's tick, a refresh) are
//            listed first, in the order they run then, and the rest after them, so that what
//            runs on every wake-up sits together in as few pages as it can
//   SYMBOLS  lines "HEXADDRESS NAME": the link-time addresses of PROGRAM's functions
//            (readelf -sW, type FUNC, size > 0)
//   OUT      written when PROGRAM exits: one name a line, first run first; then the other
//            names of any function that ran under several names. With --steady-after, a line
//            "# the start" divides the steady state's names from the start's
// Threads are followed; processes PROGRAM starts are not. Exits with PROGRAM's status.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

enum { UNARMED = -1, ARMED = 0, HIT = 1 };
typedef struct { uint64_t address; char *name; unsigned char original; int state; int listed; } Function;

static Function *functions;
static size_t count;

static int byAddress(const void *a, const void *b) {
    uint64_t x = ((const Function *)a)->address, y = ((const Function *)b)->address;
    return x < y ? -1 : x > y;
}

// The first function at `address` (aliases follow it in the sorted table).
static Function *functionAt(uint64_t address) {
    size_t low = 0, high = count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        if (functions[middle].address < address) low = middle + 1; else high = middle;
    }
    return low < count && functions[low].address == address ? &functions[low] : NULL;
}

static int readSymbols(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) { perror(path); return -1; }
    size_t capacity = 1 << 16;
    functions = malloc(capacity * sizeof *functions);
    char line[16384];
    while (fgets(line, sizeof line, file)) {
        char *name = strchr(line, ' ');
        if (!name) continue;
        *name++ = 0;
        name[strcspn(name, "\n")] = 0;
        if (count == capacity) functions = realloc(functions, (capacity *= 2) * sizeof *functions);
        functions[count++] = (Function){ strtoull(line, NULL, 16), strdup(name), 0, ARMED, 0 };
    }
    fclose(file);
    qsort(functions, count, sizeof *functions, byAddress);
    return 0;
}

// Where the kernel put the program's first segment (it is position-independent).
static uint64_t loadAddress(pid_t pid) {
    char path[64], executable[PATH_MAX], line[PATH_MAX + 256];
    snprintf(path, sizeof path, "/proc/%d/exe", pid);
    ssize_t length = readlink(path, executable, sizeof executable - 1);
    if (length <= 0) return 0;
    executable[length] = 0;
    snprintf(path, sizeof path, "/proc/%d/maps", pid);
    FILE *maps = fopen(path, "r");
    uint64_t address = 0;
    while (maps && fgets(line, sizeof line, maps)) {
        unsigned long start, offset;
        char name[PATH_MAX] = "";
        if (sscanf(line, "%lx-%*x %*s %lx %*s %*s %4095s", &start, &offset, name) == 3
            && offset == 0 && strcmp(name, executable) == 0) { address = start; break; }
    }
    if (maps) fclose(maps);
    return address;
}

static volatile sig_atomic_t steadyNow;
static void onAlarm(int signal) { (void)signal; steadyNow = 1; }

int main(int argc, char **argv) {
    unsigned steadyAfter = 0;
    if (argc > 2 && strcmp(argv[1], "--steady-after") == 0) {
        steadyAfter = (unsigned)atoi(argv[2]);
        argv[2] = argv[0];
        argv += 2;
        argc -= 2;
    }
    if (argc < 5 || strcmp(argv[3], "--") != 0) {
        fprintf(stderr, "usage: %s [--steady-after SECONDS] SYMBOLS OUT -- PROGRAM [ARGS...]\n", argv[0]);
        return 2;
    }
    if (readSymbols(argv[1]) != 0) return 2;

    pid_t child = fork();
    if (child < 0) { perror("fork"); return 1; }
    if (child == 0) {
        ptrace(PTRACE_TRACEME, 0, 0, 0);
        execvp(argv[4], argv + 4);
        perror(argv[4]);
        _exit(127);
    }
    int status;
    waitpid(child, &status, 0);  // stopped right after exec
    if (!WIFSTOPPED(status)) { fprintf(stderr, "trace_functions: %s did not start\n", argv[4]); return 1; }
    uint64_t base = loadAddress(child);
    char memoryPath[64];
    snprintf(memoryPath, sizeof memoryPath, "/proc/%d/mem", child);
    int memory = open(memoryPath, O_RDWR);
    if (!base || memory < 0) {
        fprintf(stderr, "trace_functions: cannot read %s's memory\n", argv[4]);
        kill(child, SIGKILL);
        return 1;
    }

    size_t armed = 0;
    const unsigned char trap = 0xCC;
    for (size_t i = 0; i < count; i++) {
        uint64_t at = base + functions[i].address;
        if ((i > 0 && functions[i].address == functions[i - 1].address)
            || pread(memory, &functions[i].original, 1, (off_t)at) != 1
            || pwrite(memory, &trap, 1, (off_t)at) != 1) {
            functions[i].state = UNARMED;
            continue;
        }
        armed++;
    }
    ptrace(PTRACE_SETOPTIONS, child, 0, PTRACE_O_TRACECLONE | PTRACE_O_EXITKILL);
    if (steadyAfter) {
        // No SA_RESTART: the alarm interrupts the wait below, which then sets the breakpoints again.
        struct sigaction action = { .sa_handler = onAlarm };
        sigaction(SIGALRM, &action, NULL);
        alarm(steadyAfter);
    }
    ptrace(PTRACE_CONT, child, 0, 0);

    // Each hit once per phase: the start, then (with --steady-after) the steady state.
    Function **order = malloc(2 * count * sizeof *order);
    size_t hits = 0, steadyFrom = 0;
    int exitStatus = 1, steady = 0;
    for (;;) {
        if (steadyNow && !steady) {
            steady = 1;
            steadyFrom = hits;
            for (size_t i = 0; i < count; i++) {
                if (functions[i].state != HIT) continue;
                functions[i].state = ARMED;  // before the trap is written: another thread may hit it at once
                pwrite(memory, &trap, 1, (off_t)(base + functions[i].address));
            }
        }
        pid_t pid = waitpid(-1, &status, __WALL);
        if (pid < 0) { if (errno == EINTR) continue; break; }
        if (WIFEXITED(status) || WIFSIGNALED(status)) {
            if (pid == child) exitStatus = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            continue;
        }
        if (!WIFSTOPPED(status)) continue;
        int signal = WSTOPSIG(status);
        if (status >> 16) { ptrace(PTRACE_CONT, pid, 0, 0); continue; }  // a new thread
        if (signal == SIGTRAP) {
            struct user_regs_struct registers;
            ptrace(PTRACE_GETREGS, pid, 0, &registers);
            Function *function = registers.rip > base ? functionAt(registers.rip - 1 - base) : NULL;
            if (function && function->state != UNARMED) {
                // Two threads can reach one breakpoint before it is removed: count it once.
                if (function->state == ARMED) {
                    pwrite(memory, &function->original, 1, (off_t)(registers.rip - 1));
                    function->state = HIT;
                    order[hits++] = function;
                }
                registers.rip -= 1;
                ptrace(PTRACE_SETREGS, pid, 0, &registers);
                ptrace(PTRACE_CONT, pid, 0, 0);
                continue;
            }
        }
        if (signal == SIGSTOP) { ptrace(PTRACE_CONT, pid, 0, 0); continue; }  // a new thread's first stop
        ptrace(PTRACE_CONT, pid, 0, signal);
    }

    FILE *out = fopen(argv[2], "w");
    if (!out) { perror(argv[2]); return 1; }
    // The steady state's functions first, then the start's that did not run again.
    for (size_t i = steadyFrom; i < hits; i++) { fprintf(out, "%s\n", order[i]->name); order[i]->listed = 1; }
    if (steady) fprintf(out, "# the start\n");
    for (size_t i = 0; i < steadyFrom; i++) {
        if (!order[i]->listed) { fprintf(out, "%s\n", order[i]->name); order[i]->listed = 1; }
    }
    for (size_t i = 1; i < count; i++) {
        if (functions[i].state != UNARMED || functions[i].address != functions[i - 1].address) continue;
        Function *first = functionAt(functions[i].address);
        if (first && first->listed) fprintf(out, "%s\n", functions[i].name);
    }
    fclose(out);
    fprintf(stderr, "trace_functions: %zu of %zu functions ran (%zu in the steady state); %s exited %d\n",
            steady ? steadyFrom : hits, armed, steady ? hits - steadyFrom : 0, argv[4], exitStatus);
    return exitStatus;
}
