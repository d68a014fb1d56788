/* A stand-in for xdg-desktop-portal's Settings interface, for the end-to-end tests: owns
 * org.freedesktop.portal.Desktop on the session bus and answers org.freedesktop.appearance color-scheme with the
 * value given as argv[1] (0 none, 1 dark, 2 light). SIGUSR1 changes it to light and SIGUSR2 to dark, each sending
 * SettingChanged as the real portal does. Prints "ready" once it owns the name and "changed N" after each signal.
 * Build: cc portal-stub.c $(pkg-config --cflags --libs gio-2.0) */
#include <gio/gio.h>
#include <glib-unix.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

static guint32 scheme = 1;
static GDBusConnection *bus = NULL;

static const char *xml =
    "<node><interface name='org.freedesktop.portal.Settings'>"
    "<method name='Read'><arg type='s' direction='in'/><arg type='s' direction='in'/>"
    "<arg type='v' direction='out'/></method>"
    "<method name='ReadOne'><arg type='s' direction='in'/><arg type='s' direction='in'/>"
    "<arg type='v' direction='out'/></method>"
    "<signal name='SettingChanged'><arg type='s'/><arg type='s'/><arg type='v'/></signal>"
    "</interface></node>";

static void call(GDBusConnection *c, const gchar *sender, const gchar *path, const gchar *iface, const gchar *method,
                 GVariant *args, GDBusMethodInvocation *inv, gpointer data) {
  const gchar *ns = NULL, *key = NULL;
  g_variant_get(args, "(&s&s)", &ns, &key);
  if (g_strcmp0(ns, "org.freedesktop.appearance") != 0 || g_strcmp0(key, "color-scheme") != 0) {
    g_dbus_method_invocation_return_dbus_error(inv, "org.freedesktop.portal.Error.NotFound", "no such setting");
    return;
  }
  GVariant *value = g_variant_new_uint32(scheme);
  /* Read answers a variant inside a variant; ReadOne answers the value's variant. */
  if (g_strcmp0(method, "Read") == 0) value = g_variant_new_variant(value);
  g_dbus_method_invocation_return_value(inv, g_variant_new("(v)", value));
}

static gboolean change(gpointer to) {
  scheme = GPOINTER_TO_UINT(to);
  g_dbus_connection_emit_signal(bus, NULL, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings",
                                "SettingChanged",
                                g_variant_new("(ssv)", "org.freedesktop.appearance", "color-scheme",
                                              g_variant_new_uint32(scheme)),
                                NULL);
  g_dbus_connection_flush_sync(bus, NULL, NULL);
  printf("changed %u\n", scheme);
  fflush(stdout);
  return G_SOURCE_CONTINUE;
}

static void acquired(GDBusConnection *c, const gchar *name, gpointer data) {
  printf("ready\n");
  fflush(stdout);
}

static void got_bus(GDBusConnection *c, const gchar *name, gpointer data) {
  static const GDBusInterfaceVTable vtable = {call, NULL, NULL, {0}};
  bus = c;
  GDBusNodeInfo *info = g_dbus_node_info_new_for_xml(xml, NULL);
  g_dbus_connection_register_object(c, "/org/freedesktop/portal/desktop", info->interfaces[0], &vtable, NULL, NULL,
                                    NULL);
}

int main(int argc, char **argv) {
  if (argc > 1) scheme = (guint32)atoi(argv[1]);
  g_unix_signal_add(SIGUSR1, change, GUINT_TO_POINTER(2));
  g_unix_signal_add(SIGUSR2, change, GUINT_TO_POINTER(1));
  g_bus_own_name(G_BUS_TYPE_SESSION, "org.freedesktop.portal.Desktop", G_BUS_NAME_OWNER_FLAGS_NONE, got_bus, acquired,
                 NULL, NULL, NULL);
  g_main_loop_run(g_main_loop_new(NULL, FALSE));
  return 0;
}
