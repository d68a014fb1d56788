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

static GVariant *carried(snowman_atspi *bridge, const snowman_atspi_event *e) {
  switch (e->carried) {
  case SNOWMAN_ATSPI_CARRIES_TEXT: return g_variant_new_string(e->text != NULL ? e->text : "");
  case SNOWMAN_ATSPI_CARRIES_NUMBER: return g_variant_new_double(e->number);
  case SNOWMAN_ATSPI_CARRIES_OBJECT: {
    gchar *object = g_strconcat(SNOWMAN_ATSPI_PREFIX "/", e->text != NULL ? e->text : "", NULL);
    GVariant *v = g_variant_new("(so)", g_dbus_connection_get_unique_name(bridge->bus), object);
    g_free(object);
    return v;
  }
  default: return NULL;
  }
}

void snowman_atspi_emit(snowman_atspi *bridge, const snowman_atspi_event *events, int count) {
  for (int i = 0; i < count; i++) {
    const snowman_atspi_event *e = &events[i];
    emit(bridge, e->path, e->interface, e->member, e->kind, e->detail1, e->detail2, carried(bridge, e));
  }
}
