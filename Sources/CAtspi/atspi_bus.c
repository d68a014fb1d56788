#include <stdlib.h>
#include <string.h>

#include "atspi_private.h"
/* The portal's helpers: whether a session bus is known (CPortal, a system module of headers only). */
#include "../CPortal/shim.h"

/* Where the accessibility bus is: AT_SPI_BUS_ADDRESS, else org.a11y.Bus on the session bus. */
static char *bus_address(void) {
  const char *given = g_getenv("AT_SPI_BUS_ADDRESS");
  if (given != NULL && *given != 0) return g_strdup(given);
  GDBusConnection *session = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
  if (session == NULL) return NULL;
  GVariant *reply = g_dbus_connection_call_sync(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus",
                                                "GetAddress", NULL, G_VARIANT_TYPE("(s)"), G_DBUS_CALL_FLAGS_NONE,
                                                5000, NULL, NULL);
  char *address = NULL;
  if (reply != NULL) {
    g_variant_get(reply, "(s)", &address);
    g_variant_unref(reply);
  }
  g_object_unref(session);
  return address;
}

static GDBusInterfaceInfo **interfaces_of(GDBusConnection *c, const gchar *sender, const gchar *path,
                                       const gchar *node, gpointer data) {
  (void)c, (void)sender, (void)path, (void)data;
  if (node == NULL) return NULL;
  GPtrArray *list = g_ptr_array_new();
  for (int i = 0; snowman_atspi_interfaces[i] != NULL; i++)
    g_ptr_array_add(list, g_dbus_interface_info_ref(snowman_atspi_interfaces[i]));
  g_ptr_array_add(list, NULL);
  return (GDBusInterfaceInfo **)g_ptr_array_free(list, FALSE);
}

static const GDBusInterfaceVTable *dispatch(GDBusConnection *c, const gchar *sender, const gchar *path,
                                            const gchar *iface, const gchar *node, gpointer *out, gpointer data) {
  (void)c, (void)sender, (void)path, (void)iface, (void)node;
  *out = data;
  return &snowman_atspi_vtable;
}

/* The bulk cache (org.a11y.atspi.Cache): offered empty, so a client reads each object when it needs it rather
 * than logging that the cache is missing. */
static void cache_call(GDBusConnection *c, const gchar *sender, const gchar *path, const gchar *iface,
                       const gchar *method, GVariant *args, GDBusMethodInvocation *invocation, gpointer data) {
  (void)c, (void)sender, (void)path, (void)iface, (void)method, (void)args, (void)data;
  g_dbus_method_invocation_return_value(invocation, g_variant_new_parsed("(@a((so)(so)(so)iiassusau) [],)"));
}

static const GDBusInterfaceVTable cache = {cache_call, NULL, NULL, {0}};

static const GDBusSubtreeVTable subtree = {NULL, interfaces_of, dispatch, {0}};

static gpointer run(gpointer data) {
  snowman_atspi *bridge = data;
  GMainContext *context = g_main_context_new();
  g_main_context_push_thread_default(context);
  char *address = bus_address();
  if (address == NULL) return NULL;
  GDBusConnection *bus = g_dbus_connection_new_for_address_sync(
      address, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION, NULL,
      NULL, NULL);
  g_free(address);
  if (bus == NULL) return NULL;
  bridge->bus = bus;
  snowman_atspi_load_interfaces();
  if (g_dbus_connection_register_subtree(bus, SNOWMAN_ATSPI_PREFIX, &subtree,
                                         G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES, bridge, NULL,
                                         NULL) == 0)
    return NULL;
  GDBusNodeInfo *cache_info = g_dbus_node_info_new_for_xml(
      "<node><interface name='org.a11y.atspi.Cache'><method name='GetItems'>"
      "<arg direction='out' type='a((so)(so)(so)iiassusau)'/></method></interface></node>",
      NULL);
  g_dbus_connection_register_object(bus, "/org/a11y/atspi/cache", cache_info->interfaces[0], &cache, NULL, NULL,
                                    NULL);
  /* The registry's desktop adopts the root; its answer names the root's parent. */
  GVariant *reply = g_dbus_connection_call_sync(
      bus, "org.a11y.atspi.Registry", SNOWMAN_ATSPI_ROOT, "org.a11y.atspi.Socket", "Embed",
      g_variant_new("((so))", g_dbus_connection_get_unique_name(bus), SNOWMAN_ATSPI_ROOT), G_VARIANT_TYPE("((so))"),
      G_DBUS_CALL_FLAGS_NONE, 5000, NULL, NULL);
  if (reply != NULL) {
    g_mutex_lock(&bridge->lock);
    g_variant_get(reply, "((so))", &bridge->desktop_name, &bridge->desktop_path);
    g_mutex_unlock(&bridge->lock);
    g_variant_unref(reply);
  }
  snowman_atspi_follow_listeners(bridge);
  GMainLoop *loop = g_main_loop_new(context, FALSE);
  g_main_loop_run(loop);
  return NULL;
}

/* Whether there is an accessibility bus to ask for: given, or a session bus that can name it. */
static int session_bus_known(void) {
  const char *address = g_getenv("AT_SPI_BUS_ADDRESS");
  return (address != NULL && *address != 0) || snowman_session_bus_known();
}

snowman_atspi *snowman_atspi_start(snowman_atspi_wake wake, void *context) {
  if (!session_bus_known()) return NULL;
  snowman_atspi *bridge = g_new0(snowman_atspi, 1);
  bridge->wake = wake;
  bridge->context = context;
  g_mutex_init(&bridge->lock);
  g_cond_init(&bridge->published);
  g_queue_init(&bridge->requests);
  g_thread_unref(g_thread_new("snowman.atspi", run, bridge));
  return bridge;
}

int snowman_atspi_wanted(snowman_atspi *bridge) { return g_atomic_int_get(&bridge->wanted); }

static char *copy(const char *s) { return g_strdup(s != NULL ? s : ""); }

void snowman_atspi_publish(snowman_atspi *bridge, const snowman_atspi_node *nodes, int count, int x, int y,
                           const snowman_atspi_event *events, int event_count) {
  tree *t = g_new0(tree, 1);
  t->nodes = g_new0(tree_node, count);
  t->count = count;
  t->x = x;
  t->y = y;
  t->by_path = g_hash_table_new(g_str_hash, g_str_equal);
  for (int i = 0; i < count; i++) {
    const snowman_atspi_node *n = &nodes[i];
    tree_node *m = &t->nodes[i];
    m->path = copy(n->path);
    m->role_name = copy(n->role_name);
    m->name = copy(n->name);
    m->description = copy(n->description);
    m->id = copy(n->id);
    m->action = n->action != NULL ? g_strdup(n->action) : NULL;
    m->text = n->text != NULL ? g_strdup(n->text) : NULL;
    m->value_text = copy(n->value_text);
    m->has_value = n->has_value;
    m->announces = n->announces, m->editable = n->editable, m->shown = n->shown, m->layer = n->layer;
    m->minimum = n->minimum, m->maximum = n->maximum, m->current = n->current, m->increment = n->increment;
    m->caret = n->caret, m->selection_start = n->selection_start, m->selection_end = n->selection_end;
    m->parent = n->parent;
    m->role = n->role;
    m->states = n->states;
    m->x = n->x, m->y = n->y, m->w = n->w, m->h = n->h;
    m->children = g_array_new(FALSE, FALSE, sizeof(int));
    g_hash_table_insert(t->by_path, m->path, GINT_TO_POINTER(i + 1));
    if (n->parent >= 0 && n->parent < i) g_array_append_val(t->nodes[n->parent].children, i);
  }
  g_mutex_lock(&bridge->lock);
  tree *old = bridge->tree;
  bridge->tree = t;
  g_cond_broadcast(&bridge->published);
  g_mutex_unlock(&bridge->lock);
  /* After the swap: a listener that reads back on hearing an event reads the new tree. */
  if (old != NULL && g_atomic_int_get(&bridge->listening)) snowman_atspi_emit(bridge, events, event_count);
  if (old != NULL) snowman_atspi_tree_free(old);
}

void snowman_atspi_tree_free(tree *t) {
  for (int i = 0; i < t->count; i++) {
    tree_node *m = &t->nodes[i];
    g_free(m->path), g_free(m->role_name), g_free(m->name), g_free(m->description), g_free(m->id);
    g_free(m->action), g_free(m->text), g_free(m->value_text);
    g_array_free(m->children, TRUE);
  }
  g_hash_table_destroy(t->by_path);
  g_free(t->nodes);
  g_free(t);
}

int snowman_atspi_next_request(snowman_atspi *bridge, snowman_atspi_request *request) {
  g_mutex_lock(&bridge->lock);
  snowman_atspi_request *next = g_queue_pop_head(&bridge->requests);
  g_mutex_unlock(&bridge->lock);
  if (next == NULL) return 0;
  *request = *next;
  g_free(next);
  return 1;
}

void snowman_atspi_request_free(snowman_atspi_request *request) {
  g_free(request->path);
  g_free(request->text);
}
