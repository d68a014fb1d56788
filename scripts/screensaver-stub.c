/* A stand-in for a desktop's screen saver service, for the end-to-end tests: owns org.freedesktop.ScreenSaver on
 * the session bus, answers Inhibit with a new cookie, and prints each call on stdout as "METHOD<TAB>args".
 * Build: cc screensaver-stub.c $(pkg-config --cflags --libs gio-2.0) */
#include <gio/gio.h>
#include <stdio.h>

static const char *xml =
    "<node><interface name='org.freedesktop.ScreenSaver'>"
    "<method name='Inhibit'><arg type='s' direction='in'/><arg type='s' direction='in'/>"
    "<arg type='u' direction='out'/></method>"
    "<method name='UnInhibit'><arg type='u' direction='in'/></method>"
    "<method name='SimulateUserActivity'/>"
    "</interface></node>";

static void call(GDBusConnection *c, const gchar *sender, const gchar *path, const gchar *iface, const gchar *method,
                 GVariant *args, GDBusMethodInvocation *inv, gpointer data) {
  static guint32 cookie = 0;
  gchar *text = g_variant_print(args, FALSE);
  printf("%s\t%s\n", method, text);
  fflush(stdout);
  g_free(text);
  if (g_strcmp0(method, "Inhibit") == 0) {
    g_dbus_method_invocation_return_value(inv, g_variant_new("(u)", ++cookie));
  } else {
    g_dbus_method_invocation_return_value(inv, NULL);
  }
}

static void acquired(GDBusConnection *c, const gchar *name, gpointer data) {
  static const GDBusInterfaceVTable vtable = {call, NULL, NULL, {0}};
  GDBusNodeInfo *info = g_dbus_node_info_new_for_xml(xml, NULL);
  g_dbus_connection_register_object(c, "/org/freedesktop/ScreenSaver", info->interfaces[0], &vtable, NULL, NULL,
                                    NULL);
  printf("ready\n");
  fflush(stdout);
}

int main(void) {
  g_bus_own_name(G_BUS_TYPE_SESSION, "org.freedesktop.ScreenSaver", G_BUS_NAME_OWNER_FLAGS_NONE, NULL, acquired,
                 NULL, NULL, NULL);
  g_main_loop_run(g_main_loop_new(NULL, FALSE));
  return 0;
}
