#ifndef SNOWMAN_ATSPI_PRIVATE_H
#define SNOWMAN_ATSPI_PRIVATE_H

#include <gio/gio.h>

#include "snowman_atspi.h"

#define SNOWMAN_ATSPI_PREFIX "/org/a11y/atspi/accessible"
#define SNOWMAN_ATSPI_ROOT SNOWMAN_ATSPI_PREFIX "/root"

typedef struct {
  char *path, *role_name, *name, *description, *id, *action, *value_text, *text;
  int has_value;
  double minimum, maximum, current, increment;
  int caret, selection_start, selection_end;
  int announces, editable, shown;
  uint32_t layer;
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
  GQueue requests;         /* of snowman_atspi_request* */
  GDBusConnection *bus;
  char *desktop_name, *desktop_path; /* the registry's desktop: the root's parent */
  GHashTable *listeners;   /* "bus\nevent" of each listener the registry knows; bus thread only */
  int listening;           /* whether any is registered: events are sent only then */
};

/* The bus thread's method and property handlers (atspi_answer.c). */
extern const GDBusInterfaceVTable snowman_atspi_vtable;
extern GDBusInterfaceInfo **snowman_atspi_interfaces;
void snowman_atspi_load_interfaces(void);
void snowman_atspi_tree_free(tree *t);
/* Sends the window's events (atspi_events.c). */
void snowman_atspi_emit(snowman_atspi *bridge, const snowman_atspi_event *events, int count);
/* Follows the registry's event listeners, from the bus thread. */
void snowman_atspi_follow_listeners(snowman_atspi *bridge);
/* Queues a request for the window and wakes it; called with the lock held. */
void snowman_atspi_request_add(snowman_atspi *bridge, int kind, const char *path, double value, const char *text);
/* Value, Text and EditableText (atspi_text.c): the reply, or NULL when the node has no such method. */
GVariant *snowman_atspi_value_property(tree_node *n, const char *property);
GVariant *snowman_atspi_text_property(tree_node *n, const char *property);
GVariant *snowman_atspi_text_call(snowman_atspi *bridge, tree_node *n, const char *method, GVariant *args);

#endif
