#ifndef SNOWMAN_ATSPI_H
#define SNOWMAN_ATSPI_H

#include <stdint.h>

/* The window's accessibility tree on the desktop's accessibility bus (AT-SPI2), spoken over GDBus as GTK 4 does.
 * A thread of its own owns the bus connection and answers every read from the last tree the window published;
 * what an assistive technology asks the app to do (press, set a value, type) waits in a queue the window drains.
 * The window builds and publishes a tree only once something has asked for one. */

typedef struct snowman_atspi snowman_atspi;

/* Called on the bus thread when the window has something to do: publish a tree, or take requests. */
typedef void (*snowman_atspi_wake)(void *context);

/* One object of a published tree. Strings are copied. */
typedef struct {
  const char *path;        /* the last part of its object path */
  int parent;              /* index of its parent, -1 for the application */
  uint32_t role;           /* AT-SPI role number */
  const char *role_name;   /* e.g. "push button" */
  const char *name;
  const char *description;
  const char *id;          /* the ui-map's id, as AccessibleId; "" for containers */
  uint64_t states;         /* AT-SPI state bits */
  int x, y, w, h;          /* in window coordinates */
  const char *action;      /* the one action's name ("click"), or NULL */
  int has_value;           /* whether it has a Value: the four numbers and the text below */
  double minimum, maximum, current, increment;
  const char *value_text;
  const char *text;        /* a field's text (Text, EditableText), or NULL */
  int caret, selection_start, selection_end; /* in Unicode code points, as AT-SPI counts characters */
  int announces;           /* whether its name is announced when it appears or changes */
  int editable;            /* whether its text can be set (EditableText): a field's, not a combo box's */
  int shown;               /* whether it is on screen: a row scrolled out of view is not under the pointer */
  uint32_t layer;          /* Component's GetLayer: AT-SPI's layer number */
} snowman_atspi_node;

/* What one event carries besides its two numbers. */
enum snowman_atspi_carried {
  SNOWMAN_ATSPI_CARRIES_NOTHING = 0,
  SNOWMAN_ATSPI_CARRIES_TEXT = 1,
  SNOWMAN_ATSPI_CARRIES_NUMBER = 2,
  SNOWMAN_ATSPI_CARRIES_OBJECT = 3 /* a reference to the object at `text`'s path */
};

/* One event to send, as the window decided it (AccessibleTree.events(since:)). Strings are read during the call. */
typedef struct {
  const char *path;      /* the last part of the object path it is about */
  const char *interface; /* e.g. "org.a11y.atspi.Event.Object" */
  const char *member;    /* e.g. "StateChanged" */
  const char *kind;      /* e.g. "focused" */
  int detail1, detail2;
  int carried;           /* snowman_atspi_carried */
  const char *text;
  double number;
} snowman_atspi_event;

enum snowman_atspi_request_kind {
  SNOWMAN_ATSPI_PRESS = 0,
  SNOWMAN_ATSPI_FOCUS = 1,
  SNOWMAN_ATSPI_SET_VALUE = 2,
  SNOWMAN_ATSPI_SET_TEXT = 3,
  SNOWMAN_ATSPI_COPY_TEXT = 4
};

typedef struct {
  int kind;      /* snowman_atspi_request_kind */
  char *path;    /* whose: free with snowman_atspi_request_free */
  double value;  /* SET_VALUE's */
  char *text;    /* SET_TEXT's whole new text, COPY_TEXT's copied part */
} snowman_atspi_request;

/* Starts connecting on a thread of its own; NULL when no session bus is known (nothing to connect to). */
snowman_atspi *snowman_atspi_start(snowman_atspi_wake wake, void *context);

/* Whether an assistive technology has asked for the tree (the window then publishes it when it changes). */
int snowman_atspi_wanted(snowman_atspi *bridge);

/* Replaces the tree every answer reads; the window's top-left corner is at (x, y) on the screen. Then sends
 * `events` (what changed since the last tree), while an assistive technology listens. */
void snowman_atspi_publish(snowman_atspi *bridge, const snowman_atspi_node *nodes, int count, int x, int y,
                           const snowman_atspi_event *events, int event_count);

/* Takes the oldest request waiting, into *request; 0 when none waits. */
int snowman_atspi_next_request(snowman_atspi *bridge, snowman_atspi_request *request);
void snowman_atspi_request_free(snowman_atspi_request *request);

#endif
