#ifndef SNOWMAN_ATSPI_PRIVATE_H
#define SNOWMAN_ATSPI_PRIVATE_H

#include <gio/gio.h>

#include "snowman_atspi.h"

#define SNOWMAN_ATSPI_PREFIX "/org/a11y/atspi/accessible"
#define SNOWMAN_ATSPI_ROOT SNOWMAN_ATSPI_PREFIX "/root"

typedef struct {
  char *path, *role_name, *name, *description, *id, *action;
  int parent;
  uint32_t role;
  uint64_t states;
  int x, y, w, h;
  GArray *children; /* of int */
} tree_node;

typedef struct {
  tree_node *nodes;
  int count;
  int x, y;                /* the window on the screen */
  GHashTable *by_path;     /* path -> index + 1 */
} tree;

struct snowman_atspi {
  snowman_atspi_wake wake;
  void *context;
  GMutex lock;             /* guards everything below */
  GCond published;
  tree *tree;
  int wanted;
  int registered;
  GQueue requests;         /* of snowman_atspi_request* */
  GDBusConnection *bus;
  char *desktop_name, *desktop_path; /* the registry's desktop: the root's parent */
};

/* The bus thread's method and property handlers (atspi_answer.c). */
extern const GDBusInterfaceVTable snowman_atspi_vtable;
extern GDBusInterfaceInfo **snowman_atspi_interfaces;
void snowman_atspi_load_interfaces(void);
void snowman_atspi_tree_free(tree *t);

#endif
