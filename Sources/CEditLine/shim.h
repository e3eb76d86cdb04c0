/* Wrappers that make libedit callable from Swift: el_set, el_get and history are variadic,
   which Swift cannot call, and Swift 6 rejects touching the C globals stdin/stdout/stderr. */
#ifndef CEDITLINE_SHIM_H
#define CEDITLINE_SHIM_H

#include <stdio.h>
#include <histedit.h>
#include <sys/ioctl.h>

typedef char *(*cel_prompt_fn)(EditLine *);
typedef unsigned char (*cel_cmd_fn)(EditLine *, int);

static inline EditLine *cel_init_stdio(const char *prog) {
  return el_init(prog, stdin, stdout, stderr);
}
static inline int cel_set_prompt(EditLine *el, cel_prompt_fn f) { return el_set(el, EL_PROMPT, f); }
static inline int cel_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}
static inline int cel_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int cel_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}
static inline void *cel_get_clientdata(EditLine *el) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  return data;
}
static inline int cel_addfn(EditLine *el, const char *name, const char *help, cel_cmd_fn f) {
  return el_set(el, EL_ADDFN, name, help, f);
}
static inline int cel_bind(EditLine *el, const char *key, const char *command) {
  return el_set(el, EL_BIND, key, command, (const char *)NULL);
}
static inline int cel_set_hist(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }

static inline int cel_history_setsize(History *h, int size) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, size);
}
static inline int cel_history_setunique(History *h, int on) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, on);
}
static inline int cel_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

/* The function libedit calls to read one character (instead of its own blocking read). */
typedef int (*cel_getc_fn)(EditLine *, wchar_t *);
static inline int cel_set_getc(EditLine *el, cel_getc_fn f) { return el_wset(el, EL_GETCFN, f); }
/* raw != 0: the terminal in libedit's editing mode now; 0: back to the mode it found. */
static inline int cel_prepare_terminal(EditLine *el, int raw) {
  return el_wset(el, EL_PREP_TERM, raw);
}
/* Whether libedit edits lines (it does not when, say, standard output is not a terminal). */
static inline int cel_editing_enabled(EditLine *el) {
  int on = 0;
  return el_get(el, EL_EDITMODE, &on) == 0 && on;
}
/* Redraws the prompt and the line. */
static inline int cel_refresh(EditLine *el) { return el_wset(el, EL_REFRESH); }

/* The width of the terminal on fd, or 0 when unknown (ioctl is variadic too). */
static inline int cel_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

/* The height of the terminal on fd, or 0 when unknown. */
static inline int cel_terminal_rows(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_row;
}

#endif
