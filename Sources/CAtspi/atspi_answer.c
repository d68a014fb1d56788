#include <math.h>
#include <string.h>

#include "atspi_private.h"

/* Every read is answered on the bus thread from the tree last published, under the bridge's lock (the window
 * frees a replaced tree only after taking the lock). */

enum { COORDS_SCREEN = 0, COORDS_WINDOW = 1, COORDS_PARENT = 2 };

/* The tree, waiting up to a second for the window's first one; locked on return. NULL if none came. */
static tree *locked_tree(snowman_atspi *bridge) {
  g_mutex_lock(&bridge->lock);
  if (bridge->tree == NULL) {
    g_atomic_int_set(&bridge->wanted, 1);
    bridge->wake(bridge->context);
    gint64 until = g_get_monotonic_time() + G_TIME_SPAN_SECOND;
    while (bridge->tree == NULL)
      if (!g_cond_wait_until(&bridge->published, &bridge->lock, until)) break;
  }
  return bridge->tree;
}

static int find(tree *t, const char *object_path) {
  const char *node = strrchr(object_path, '/');
  if (t == NULL || node == NULL) return -1;
  return GPOINTER_TO_INT(g_hash_table_lookup(t->by_path, node + 1)) - 1;
}

static GVariant *ref(snowman_atspi *bridge, tree *t, int i) {
  const char *me = g_dbus_connection_get_unique_name(bridge->bus);
  if (i < 0) {
    if (bridge->desktop_name != NULL) return g_variant_new("(so)", bridge->desktop_name, bridge->desktop_path);
    return g_variant_new("(so)", "", "/org/a11y/atspi/null");
  }
  gchar *path = g_strconcat(SNOWMAN_ATSPI_PREFIX "/", t->nodes[i].path, NULL);
  GVariant *v = g_variant_new("(so)", me, path);
  g_free(path);
  return v;
}

static void extents(tree *t, int i, guint32 coords, int *x, int *y) {
  tree_node *n = &t->nodes[i];
  *x = n->x, *y = n->y;
  if (coords == COORDS_SCREEN) *x += t->x, *y += t->y;
  if (coords == COORDS_PARENT && n->parent >= 0) *x -= t->nodes[n->parent].x, *y -= t->nodes[n->parent].y;
}

void snowman_atspi_request_add(snowman_atspi *bridge, int kind, const char *path, double value, const char *text) {
  snowman_atspi_request *r = g_new0(snowman_atspi_request, 1);
  r->kind = kind;
  r->path = g_strdup(path);
  r->value = value;
  r->text = g_strdup(text);
  g_queue_push_tail(&bridge->requests, r);
  bridge->wake(bridge->context);
}

static GVariant *accessible(snowman_atspi *bridge, tree *t, int i, const char *method, GVariant *args) {
  tree_node *n = &t->nodes[i];
  if (strcmp(method, "GetChildAtIndex") == 0) {
    gint32 k;
    g_variant_get(args, "(i)", &k);
    int child = k >= 0 && (guint)k < n->children->len ? g_array_index(n->children, int, k) : -2;
    if (child == -2) return g_variant_new("(@(so))", g_variant_new("(so)", "", "/org/a11y/atspi/null"));
    return g_variant_new("(@(so))", ref(bridge, t, child));
  }
  if (strcmp(method, "GetChildren") == 0) {
    GVariantBuilder b;
    g_variant_builder_init(&b, G_VARIANT_TYPE("a(so)"));
    for (guint k = 0; k < n->children->len; k++)
      g_variant_builder_add_value(&b, ref(bridge, t, g_array_index(n->children, int, k)));
    return g_variant_new("(a(so))", &b);
  }
  if (strcmp(method, "GetIndexInParent") == 0) {
    gint32 index = -1;
    if (n->parent >= 0) {
      GArray *siblings = t->nodes[n->parent].children;
      for (guint k = 0; k < siblings->len; k++)
        if (g_array_index(siblings, int, k) == i) index = (gint32)k;
    }
    return g_variant_new("(i)", index);
  }
  if (strcmp(method, "GetRelationSet") == 0) return g_variant_new_parsed("(@a(ua(so)) [],)");
  if (strcmp(method, "GetRole") == 0) return g_variant_new("(u)", n->role);
  if (strcmp(method, "GetRoleName") == 0 || strcmp(method, "GetLocalizedRoleName") == 0)
    return g_variant_new("(s)", n->role_name);
  if (strcmp(method, "GetState") == 0) {
    GVariantBuilder b;
    g_variant_builder_init(&b, G_VARIANT_TYPE("au"));
    g_variant_builder_add(&b, "u", (guint32)(n->states & 0xffffffffu));
    g_variant_builder_add(&b, "u", (guint32)(n->states >> 32));
    return g_variant_new("(au)", &b);
  }
  if (strcmp(method, "GetAttributes") == 0) {
    GVariantBuilder b;
    g_variant_builder_init(&b, G_VARIANT_TYPE("a{ss}"));
    g_variant_builder_add(&b, "{ss}", "toolkit", "Snowman");
    if (*n->id) g_variant_builder_add(&b, "{ss}", "id", n->id);
    /* The value as the window shows it ("×1.2", "ease in-out"): what Orca says for a value, as for ARIA's. */
    if (n->has_value && n->value_text != NULL && *n->value_text)
      g_variant_builder_add(&b, "{ss}", "valuetext", n->value_text);
    return g_variant_new("(a{ss})", &b);
  }
  if (strcmp(method, "GetApplication") == 0) return g_variant_new("(@(so))", ref(bridge, t, 0));
  if (strcmp(method, "GetInterfaces") == 0) {
    GVariantBuilder b;
    g_variant_builder_init(&b, G_VARIANT_TYPE("as"));
    g_variant_builder_add(&b, "s", "org.a11y.atspi.Accessible");
    if (i == 0) g_variant_builder_add(&b, "s", "org.a11y.atspi.Application");
    else g_variant_builder_add(&b, "s", "org.a11y.atspi.Component");
    if (n->action != NULL) g_variant_builder_add(&b, "s", "org.a11y.atspi.Action");
    if (n->has_value) g_variant_builder_add(&b, "s", "org.a11y.atspi.Value");
    if (n->text != NULL) g_variant_builder_add(&b, "s", "org.a11y.atspi.Text");
    /* A combo box's text is its choice, to read; a field's can be set. */
    if (n->text != NULL && n->editable) g_variant_builder_add(&b, "s", "org.a11y.atspi.EditableText");
    return g_variant_new("(as)", &b);
  }
  return NULL;
}

static GVariant *component(snowman_atspi *bridge, tree *t, int i, const char *method, GVariant *args) {
  tree_node *n = &t->nodes[i];
  int x, y;
  if (strcmp(method, "GetExtents") == 0 || strcmp(method, "GetPosition") == 0) {
    guint32 coords;
    g_variant_get(args, "(u)", &coords);
    extents(t, i, coords, &x, &y);
    if (method[3] == 'E') return g_variant_new("((iiii))", x, y, n->w, n->h);
    return g_variant_new("(ii)", x, y);
  }
  if (strcmp(method, "GetSize") == 0) return g_variant_new("(ii)", n->w, n->h);
  if (strcmp(method, "Contains") == 0 || strcmp(method, "GetAccessibleAtPoint") == 0) {
    gint32 px, py;
    guint32 coords;
    g_variant_get(args, "(iiu)", &px, &py, &coords);
    extents(t, i, coords, &x, &y);
    int inside = px >= x && py >= y && px < x + n->w && py < y + n->h;
    if (method[0] == 'C') return g_variant_new("(b)", inside);
    /* The deepest child under the point, the last drawn first (a menu over the screen). */
    for (int k = (int)n->children->len - 1; inside && k >= 0; k--) {
      int c = g_array_index(n->children, int, k);
      extents(t, c, coords, &x, &y);
      tree_node *m = &t->nodes[c];
      /* A row scrolled out of view is in the tree, not under the pointer. */
      if (!m->shown) continue;
      if (px >= x && py >= y && px < x + m->w && py < y + m->h) return g_variant_new("(@(so))", ref(bridge, t, c));
    }
    return g_variant_new("(@(so))", g_variant_new("(so)", "", "/org/a11y/atspi/null"));
  }
  if (strcmp(method, "GetLayer") == 0) return g_variant_new("(u)", n->layer);
  if (strcmp(method, "GetMDIZOrder") == 0) return g_variant_new("(n)", (gint16)0);
  if (strcmp(method, "GetAlpha") == 0) return g_variant_new("(d)", 1.0);
  if (strcmp(method, "GrabFocus") == 0) {
    snowman_atspi_request_add(bridge, SNOWMAN_ATSPI_FOCUS, n->path, 0, NULL);
    return g_variant_new("(b)", TRUE);
  }
  /* The window places itself: SetExtents, SetPosition, SetSize, ScrollTo, ScrollToPoint. */
  return g_variant_new("(b)", FALSE);
}

static GVariant *action(snowman_atspi *bridge, tree *t, int i, const char *method, GVariant *args) {
  tree_node *n = &t->nodes[i];
  if (strcmp(method, "GetActions") == 0) {
    GVariantBuilder b;
    g_variant_builder_init(&b, G_VARIANT_TYPE("a(sss)"));
    g_variant_builder_add(&b, "(sss)", n->action, n->name, "");
    return g_variant_new("(a(sss))", &b);
  }
  gint32 k;
  g_variant_get(args, "(i)", &k);
  if (k != 0) return NULL;
  if (strcmp(method, "DoAction") == 0) {
    snowman_atspi_request_add(bridge, SNOWMAN_ATSPI_PRESS, n->path, 0, NULL);
    return g_variant_new("(b)", TRUE);
  }
  if (strcmp(method, "GetName") == 0 || strcmp(method, "GetLocalizedName") == 0) return g_variant_new("(s)", n->action);
  if (strcmp(method, "GetDescription") == 0) return g_variant_new("(s)", n->name);
  if (strcmp(method, "GetKeyBinding") == 0) return g_variant_new("(s)", "");
  return NULL;
}

static void method_call(GDBusConnection *c, const gchar *sender, const gchar *path, const gchar *iface,
                        const gchar *method, GVariant *args, GDBusMethodInvocation *invocation, gpointer data) {
  (void)c, (void)sender;
  snowman_atspi *bridge = data;
  tree *t = locked_tree(bridge);
  int i = find(t, path);
  GVariant *reply = NULL;
  if (i >= 0) {
    if (strcmp(iface, "org.a11y.atspi.Accessible") == 0) reply = accessible(bridge, t, i, method, args);
    else if (strcmp(iface, "org.a11y.atspi.Component") == 0 && i > 0) reply = component(bridge, t, i, method, args);
    else if (strcmp(iface, "org.a11y.atspi.Action") == 0 && t->nodes[i].action)
      reply = action(bridge, t, i, method, args);
    else if ((strcmp(iface, "org.a11y.atspi.Text") == 0 ||
              (strcmp(iface, "org.a11y.atspi.EditableText") == 0 && t->nodes[i].editable)) &&
             t->nodes[i].text != NULL)
      reply = snowman_atspi_text_call(bridge, &t->nodes[i], method, args);
    else if (strcmp(iface, "org.a11y.atspi.Application") == 0 && i == 0)
      reply = strcmp(method, "GetLocale") == 0 ? g_variant_new("(s)", "C") : g_variant_new("()");
  }
  g_mutex_unlock(&bridge->lock);
  if (reply != NULL) g_dbus_method_invocation_return_value(invocation, reply);
  else g_dbus_method_invocation_return_error(invocation, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_OBJECT,
                                             "%s has no %s.%s", path, iface, method);
}

static GVariant *get_property(GDBusConnection *c, const gchar *sender, const gchar *path, const gchar *iface,
                              const gchar *property, GError **error, gpointer data) {
  (void)c, (void)sender;
  snowman_atspi *bridge = data;
  tree *t = locked_tree(bridge);
  int i = find(t, path);
  GVariant *v = NULL;
  if (i >= 0) {
    tree_node *n = &t->nodes[i];
    if (strcmp(property, "Name") == 0) v = g_variant_new_string(n->name);
    else if (strcmp(property, "Description") == 0) v = g_variant_new_string(n->description);
    else if (strcmp(property, "Parent") == 0) v = ref(bridge, t, n->parent);
    else if (strcmp(property, "ChildCount") == 0) v = g_variant_new_int32((gint32)n->children->len);
    else if (strcmp(property, "Locale") == 0) v = g_variant_new_string("C");
    else if (strcmp(property, "AccessibleId") == 0) v = g_variant_new_string(n->id);
    else if (strcmp(property, "HelpText") == 0) v = g_variant_new_string("");
    else if (strcmp(property, "NActions") == 0) v = g_variant_new_int32(n->action != NULL);
    else if (strcmp(property, "ToolkitName") == 0) v = g_variant_new_string("Snowman");
    else if (strcmp(property, "Version") == 0) v = g_variant_new_string("1.0");
    else if (strcmp(property, "AtspiVersion") == 0) v = g_variant_new_string("2.1");
    else if (strcmp(property, "Id") == 0) v = g_variant_new_int32(0);
    else if (strcmp(iface, "org.a11y.atspi.Value") == 0 && n->has_value) v = snowman_atspi_value_property(n, property);
    else if (strcmp(iface, "org.a11y.atspi.Text") == 0 && n->text != NULL) v = snowman_atspi_text_property(n, property);
  }
  g_mutex_unlock(&bridge->lock);
  if (v == NULL)
    g_set_error(error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_PROPERTY, "%s has no %s.%s", path, iface, property);
  return v;
}

static gboolean set_property(GDBusConnection *c, const gchar *sender, const gchar *path, const gchar *iface,
                             const gchar *property, GVariant *value, GError **error, gpointer data) {
  (void)c, (void)sender;
  snowman_atspi *bridge = data;
  /* The registry numbers the application (Id); a value is set by the window, which publishes it. */
  if (strcmp(property, "Id") == 0) return TRUE;
  if (strcmp(iface, "org.a11y.atspi.Value") == 0 && strcmp(property, "CurrentValue") == 0) {
    tree *t = locked_tree(bridge);
    int i = find(t, path);
    /* Not a number is refused; a number past the range is clamped by the window, as a stepper clamps. */
    double v = g_variant_get_double(value);
    gboolean valued = i >= 0 && t->nodes[i].has_value;
    if (valued && !isnan(v)) snowman_atspi_request_add(bridge, SNOWMAN_ATSPI_SET_VALUE, t->nodes[i].path, v, NULL);
    g_mutex_unlock(&bridge->lock);
    if (valued && !isnan(v)) return TRUE;
    if (valued) {
      g_set_error(error, G_DBUS_ERROR, G_DBUS_ERROR_INVALID_ARGS, "%s: a value must be a number", path);
      return FALSE;
    }
  }
  g_set_error(error, G_DBUS_ERROR, G_DBUS_ERROR_PROPERTY_READ_ONLY, "%s is read-only", property);
  return FALSE;
}

const GDBusInterfaceVTable snowman_atspi_vtable = {method_call, get_property, set_property, {0}};
