/* A stand-in for a desktop's notification service, for the end-to-end tests: owns
 * org.freedesktop.Notifications on the session bus, answers what libnotify asks, and prints each
 * Notify as "Notify<TAB>summary<TAB>body" on stdout. Build: cc notification-stub.c $(pkg-config --cflags --libs gio-2.0) */
#include <gio/gio.h>
#include <stdio.h>

static const char *xml =
    "<node><interface name='org.freedesktop.Notifications'>"
    "<method name='GetServerInformation'><arg type='s' direction='out'/><arg type='s' direction='out'/>"
    "<arg type='s' direction='out'/><arg type='s' direction='out'/></method>"
    "<method name='GetCapabilities'><arg type='as' direction='out'/></method>"
    "<method name='Notify'><arg type='s' direction='in'/><arg type='u' direction='in'/><arg type='s' direction='in'/>"
    "<arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='as' direction='in'/>"
    "<arg type='a{sv}' direction='in'/><arg type='i' direction='in'/><arg type='u' direction='out'/></method>"
    "<method name='CloseNotification'><arg type='u' direction='in'/></method>"
    "</interface></node>";

static void call(GDBusConnection *c, const gchar *sender, const gchar *path, const gchar *iface, const gchar *method,
                 GVariant *args, GDBusMethodInvocation *inv, gpointer data) {
  if (g_strcmp0(method, "GetServerInformation") == 0) {
    g_dbus_method_invocation_return_value(inv, g_variant_new("(ssss)", "stub", "snowman-tests", "1", "1.2"));
  } else if (g_strcmp0(method, "GetCapabilities") == 0) {
    const gchar *caps[] = {"body", NULL};
    g_dbus_method_invocation_return_value(inv, g_variant_new("(^as)", caps));
  } else if (g_strcmp0(method, "Notify") == 0) {
    const gchar *summary = NULL, *body = NULL;
    g_variant_get_child(args, 3, "&s", &summary);
    g_variant_get_child(args, 4, "&s", &body);
    printf("Notify\t%s\t%s\n", summary, body);
    fflush(stdout);
    g_dbus_method_invocation_return_value(inv, g_variant_new("(u)", 1u));
  } else {
    g_dbus_method_invocation_return_value(inv, NULL);
  }
}

static void acquired(GDBusConnection *c, const gchar *name, gpointer data) {
  static const GDBusInterfaceVTable vtable = {call, NULL, NULL, {0}};
  GDBusNodeInfo *info = g_dbus_node_info_new_for_xml(xml, NULL);
  g_dbus_connection_register_object(c, "/org/freedesktop/Notifications", info->interfaces[0], &vtable, NULL, NULL,
                                    NULL);
  printf("ready\n");
  fflush(stdout);
}

int main(void) {
  g_bus_own_name(G_BUS_TYPE_SESSION, "org.freedesktop.Notifications", G_BUS_NAME_OWNER_FLAGS_NONE, NULL, acquired,
                 NULL, NULL, NULL);
  g_main_loop_run(g_main_loop_new(NULL, FALSE));
  return 0;
}
