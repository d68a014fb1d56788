#ifndef SNOWMAN_CPORTAL_SHIM_H
#define SNOWMAN_CPORTAL_SHIM_H

#include <gio/gio.h>
#include <stdlib.h>

/* The desktop's appearance from the freedesktop settings portal, read once and then followed through
 * SettingChanged: org.freedesktop.appearance color-scheme (0 no preference, 1 prefer dark, 2 prefer light) and
 * reduced-motion (0 no preference, 1 reduced). GVariant's varargs constructors cannot be called from Swift,
 * hence these few lines of C. */

enum snowman_appearance_key { SNOWMAN_COLOR_SCHEME = 0, SNOWMAN_REDUCED_MOTION = 1 };
static const char *const snowman_appearance_keys[] = {"color-scheme", "reduced-motion"};

/* A key's value, or -1 when the portal has none. */
typedef void (*snowman_scheme_report)(int key, int value, void *context);

struct snowman_portal_watch {
  snowman_scheme_report report;
  void *context;
};

static inline int snowman_portal_scheme_of(GVariant *value) {
  GVariant *v = g_variant_ref(value);
  /* Read wraps the value in one more variant than ReadOne does. */
  while (g_variant_is_of_type(v, G_VARIANT_TYPE_VARIANT)) {
    GVariant *inner = g_variant_get_variant(v);
    g_variant_unref(v);
    v = inner;
  }
  int scheme = -1;
  if (g_variant_is_of_type(v, G_VARIANT_TYPE_UINT32)) scheme = (int)g_variant_get_uint32(v);
  g_variant_unref(v);
  return scheme;
}

static inline void snowman_portal_changed(GDBusConnection *bus, const gchar *sender, const gchar *path,
                                          const gchar *iface, const gchar *signal, GVariant *params, gpointer data) {
  struct snowman_portal_watch *watch = data;
  const gchar *ns = NULL, *key = NULL;
  GVariant *value = NULL;
  if (!g_variant_is_of_type(params, G_VARIANT_TYPE("(ssv)"))) return;
  g_variant_get(params, "(&s&sv)", &ns, &key, &value);
  for (int k = 0; k < 2; k++)
    if (g_strcmp0(ns, "org.freedesktop.appearance") == 0 && g_strcmp0(key, snowman_appearance_keys[k]) == 0)
      watch->report(k, snowman_portal_scheme_of(value), watch->context);
  g_variant_unref(value);
}

/* Whether a session bus can be reached without starting one (GDBus would otherwise try X11 autolaunch). */
static inline int snowman_session_bus_known(void) {
  const char *address = getenv("DBUS_SESSION_BUS_ADDRESS");
  if (address != NULL && *address != 0) return 1;
  const char *runtime = getenv("XDG_RUNTIME_DIR");
  if (runtime == NULL) return 0;
  gchar *path = g_build_filename(runtime, "bus", NULL);
  int known = g_file_test(path, G_FILE_TEST_EXISTS);
  g_free(path);
  return known;
}

/* A key of org.freedesktop.appearance read from the portal, or -1. */
static inline int snowman_portal_read(GDBusConnection *bus, const char *key, int timeout_ms) {
  int result = -1;
  const char *methods[] = {"ReadOne", "Read"};
  for (int i = 0; i < 2 && result < 0; i++) {
    GVariant *reply = g_dbus_connection_call_sync(
        bus, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings",
        methods[i], g_variant_new("(ss)", "org.freedesktop.appearance", key), NULL, G_DBUS_CALL_FLAGS_NONE,
        timeout_ms, NULL, NULL);
    if (reply == NULL) continue;
    GVariant *value = g_variant_get_child_value(reply, 0);
    result = snowman_portal_scheme_of(value);
    g_variant_unref(value);
    g_variant_unref(reply);
  }
  return result;
}

/* Reports the portal's reduced motion and then its colour scheme once (-1 each when it has none), then, if it
 * answered the scheme, runs on this thread reporting each change, forever. Returns only when there is no
 * portal. */
static inline void snowman_portal_follow(snowman_scheme_report report, void *context, int timeout_ms) {
  if (!snowman_session_bus_known()) {
    report(SNOWMAN_REDUCED_MOTION, -1, context);
    report(SNOWMAN_COLOR_SCHEME, -1, context);
    return;
  }
  GMainContext *main_context = g_main_context_new();
  g_main_context_push_thread_default(main_context);
  GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
  int scheme = bus != NULL ? snowman_portal_read(bus, "color-scheme", timeout_ms) : -1;
  /* A portal without the scheme is taken as no portal: its motion is not asked either. */
  report(SNOWMAN_REDUCED_MOTION, scheme < 0 ? -1 : snowman_portal_read(bus, "reduced-motion", timeout_ms), context);
  report(SNOWMAN_COLOR_SCHEME, scheme, context);
  if (scheme < 0) {
    if (bus != NULL) g_object_unref(bus);
    g_main_context_pop_thread_default(main_context);
    g_main_context_unref(main_context);
    return;
  }
  struct snowman_portal_watch *watch = g_new0(struct snowman_portal_watch, 1);
  watch->report = report;
  watch->context = context;
  g_dbus_connection_signal_subscribe(bus, "org.freedesktop.portal.Desktop", "org.freedesktop.portal.Settings",
                                     "SettingChanged", "/org/freedesktop/portal/desktop", NULL,
                                     G_DBUS_SIGNAL_FLAGS_NONE, snowman_portal_changed, watch, NULL);
  GMainLoop *loop = g_main_loop_new(main_context, FALSE);
  g_main_loop_run(loop);
}

#endif
