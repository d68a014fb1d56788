#include <string.h>

#include "atspi_private.h"

/* Events, sent only while an assistive technology has registered a listener with the registry (GTK's rule): the
 * registry's list is read once and then followed through its signals, so a desktop without one gets no traffic. */

static void count_listeners(snowman_atspi *bridge) {
  int listening = g_hash_table_size(bridge->listeners) > 0;
  g_atomic_int_set(&bridge->listening, listening);
  /* A listener wants the tree kept current even before it reads it. */
  if (listening && !g_atomic_int_get(&bridge->wanted)) {
    g_atomic_int_set(&bridge->wanted, 1);
    bridge->wake(bridge->context);
  }
}

/* "bus\nevent" from a listener's (ss), or (ssas) with the properties it wants cached (at-spi2-core 2.46); NULL
 * when it is neither. */
static char *listener_key(GVariant *listener) {
  if (!g_variant_is_container(listener) || g_variant_n_children(listener) < 2) return NULL;
  GVariant *bus = g_variant_get_child_value(listener, 0), *event = g_variant_get_child_value(listener, 1);
  char *key = NULL;
  if (g_variant_is_of_type(bus, G_VARIANT_TYPE_STRING) && g_variant_is_of_type(event, G_VARIANT_TYPE_STRING))
    key = g_strconcat(g_variant_get_string(bus, NULL), "\n", g_variant_get_string(event, NULL), NULL);
  g_variant_unref(bus);
  g_variant_unref(event);
  return key;
}

static void listener_changed(GDBusConnection *c, const gchar *sender, const gchar *path, const gchar *iface,
                             const gchar *signal, GVariant *args, gpointer data) {
  (void)c, (void)sender, (void)path, (void)iface;
  snowman_atspi *bridge = data;
  char *key = listener_key(args);
  if (key == NULL) return;
  if (strcmp(signal, "EventListenerRegistered") == 0) g_hash_table_add(bridge->listeners, key);
  else {
    g_hash_table_remove(bridge->listeners, key);
    g_free(key);
  }
  count_listeners(bridge);
}

void snowman_atspi_follow_listeners(snowman_atspi *bridge) {
  bridge->listeners = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
  const char *names[] = {"EventListenerRegistered", "EventListenerDeregistered"};
  for (int i = 0; i < 2; i++)
    g_dbus_connection_signal_subscribe(bridge->bus, "org.a11y.atspi.Registry", "org.a11y.atspi.Registry", names[i],
                                       "/org/a11y/atspi/registry", NULL, G_DBUS_SIGNAL_FLAGS_NONE, listener_changed,
                                       bridge, NULL);
  GVariant *reply = g_dbus_connection_call_sync(bridge->bus, "org.a11y.atspi.Registry", "/org/a11y/atspi/registry",
                                                "org.a11y.atspi.Registry", "GetRegisteredEvents", NULL,
                                                NULL, G_DBUS_CALL_FLAGS_NONE, 5000, NULL, NULL);
  if (reply != NULL) {
    GVariant *list = g_variant_n_children(reply) > 0 ? g_variant_get_child_value(reply, 0) : NULL;
    gsize count = list != NULL && g_variant_is_of_type(list, G_VARIANT_TYPE_ARRAY) ? g_variant_n_children(list) : 0;
    for (gsize i = 0; i < count; i++) {
      GVariant *listener = g_variant_get_child_value(list, i);
      char *key = listener_key(listener);
      if (key != NULL) g_hash_table_add(bridge->listeners, key);
      g_variant_unref(listener);
    }
    if (list != NULL) g_variant_unref(list);
    g_variant_unref(reply);
  }
  count_listeners(bridge);
}

static void emit(snowman_atspi *bridge, const char *path, const char *iface, const char *member, const char *kind,
                 int detail1, int detail2, GVariant *data) {
  gchar *object = g_strconcat(SNOWMAN_ATSPI_PREFIX "/", path, NULL);
  g_dbus_connection_emit_signal(bridge->bus, NULL, object, iface, member,
                                g_variant_new("(siiv@a{sv})", kind, detail1, detail2,
                                              data != NULL ? data : g_variant_new_int32(0),
                                              g_variant_new_parsed("@a{sv} {}")),
                                NULL);
  g_free(object);
}

static const char *OBJECT = "org.a11y.atspi.Event.Object";

static int node_at(tree *t, const char *path) {
  return GPOINTER_TO_INT(g_hash_table_lookup(t->by_path, path)) - 1;
}

static int focused(tree *t) {
  for (int i = 0; i < t->count; i++)
    if (t->nodes[i].states & (1ull << 12)) return i;
  return -1;
}

static GVariant *child_ref(snowman_atspi *bridge, tree_node *n) {
  gchar *object = g_strconcat(SNOWMAN_ATSPI_PREFIX "/", n->path, NULL);
  GVariant *v = g_variant_new("(so)", g_dbus_connection_get_unique_name(bridge->bus), object);
  g_free(object);
  return v;
}

/* Children that left (remove) and came (add), by path. */
static void children_changed(snowman_atspi *bridge, tree *old, tree_node *was, tree *now, tree_node *is) {
  for (guint k = 0; k < was->children->len; k++) {
    tree_node *child = &old->nodes[g_array_index(was->children, int, k)];
    if (node_at(now, child->path) < 0)
      emit(bridge, is->path, OBJECT, "ChildrenChanged", "remove", (int)k, 0, child_ref(bridge, child));
  }
  for (guint k = 0; k < is->children->len; k++) {
    tree_node *child = &now->nodes[g_array_index(is->children, int, k)];
    if (node_at(old, child->path) < 0)
      emit(bridge, is->path, OBJECT, "ChildrenChanged", "add", (int)k, 0, child_ref(bridge, child));
  }
}

/* A field's edit as a screen reader reads it: what went (delete) and what came (insert), found between the
 * common start and the common end of the old and new text, in characters; then where the caret is. */
static void text_changed(snowman_atspi *bridge, tree_node *was, tree_node *is) {
  if (strcmp(was->text, is->text) != 0) {
    glong before = g_utf8_strlen(was->text, -1), after = g_utf8_strlen(is->text, -1), start = 0, end = 0;
    const char *a = was->text, *b = is->text;
    while (start < before && start < after && g_utf8_get_char(a) == g_utf8_get_char(b)) {
      a = g_utf8_next_char(a), b = g_utf8_next_char(b), start++;
    }
    while (end < before - start && end < after - start &&
           g_utf8_get_char(g_utf8_offset_to_pointer(was->text, before - end - 1)) ==
               g_utf8_get_char(g_utf8_offset_to_pointer(is->text, after - end - 1)))
      end++;
    if (before - start - end > 0) {
      char *gone = g_utf8_substring(was->text, start, before - end);
      emit(bridge, is->path, OBJECT, "TextChanged", "delete", (int)start, (int)(before - start - end),
           g_variant_new_string(gone));
      g_free(gone);
    }
    if (after - start - end > 0) {
      char *came = g_utf8_substring(is->text, start, after - end);
      emit(bridge, is->path, OBJECT, "TextChanged", "insert", (int)start, (int)(after - start - end),
           g_variant_new_string(came));
      g_free(came);
    }
  }
  if (was->caret != is->caret) emit(bridge, is->path, OBJECT, "TextCaretMoved", "", is->caret, 0, NULL);
}

/* The states a screen reader speaks when they change: checked (4), selected (23), enabled (8). */
static const struct { int bit; const char *name; } spoken[] = {{4, "checked"}, {23, "selected"}, {8, "enabled"}};

void snowman_atspi_emit_changes(snowman_atspi *bridge, tree *old, tree *now) {
  for (int i = 0; i < now->count; i++) {
    tree_node *is = &now->nodes[i];
    int j = node_at(old, is->path);
    /* News is announced when it changes, and a notice (a label) also when it comes. */
    int came = j < 0 && is->role == 29, changed = j >= 0 && strcmp(old->nodes[j].name, is->name) != 0;
    if (is->announces && *is->name && (came || changed))
      emit(bridge, is->path, OBJECT, "Announcement", "", 0, 0, g_variant_new_string(is->name));
    if (j < 0) continue;
    tree_node *was = &old->nodes[j];
    children_changed(bridge, old, was, now, is);
    if (strcmp(was->name, is->name) != 0)
      emit(bridge, is->path, OBJECT, "PropertyChange", "accessible-name", 0, 0, g_variant_new_string(is->name));
    if (is->has_value && was->current != is->current)
      emit(bridge, is->path, OBJECT, "PropertyChange", "accessible-value", 0, 0, g_variant_new_double(is->current));
    if (is->text != NULL && was->text != NULL) text_changed(bridge, was, is);
    for (size_t s = 0; s < G_N_ELEMENTS(spoken); s++) {
      uint64_t bit = 1ull << spoken[s].bit;
      if ((was->states & bit) != (is->states & bit))
        emit(bridge, is->path, OBJECT, "StateChanged", spoken[s].name, (is->states & bit) != 0, 0, NULL);
    }
  }
  int before = focused(old), after = focused(now);
  const char *was_focused = before >= 0 ? old->nodes[before].path : NULL;
  if (after >= 0 && (was_focused == NULL || strcmp(was_focused, now->nodes[after].path) != 0)) {
    if (was_focused != NULL && node_at(now, was_focused) >= 0)
      emit(bridge, was_focused, OBJECT, "StateChanged", "focused", 0, 0, NULL);
    emit(bridge, now->nodes[after].path, OBJECT, "StateChanged", "focused", 1, 0, NULL);
    emit(bridge, now->nodes[after].path, "org.a11y.atspi.Event.Focus", "Focus", "", 0, 0, NULL);
  }
}
