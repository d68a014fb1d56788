#ifndef SNOWMAN_CNOTIFY_SHIM_H
#define SNOWMAN_CNOTIFY_SHIM_H

#include "../CLoader/loader.h"

#include <glib-object.h>

/* libnotify (with gdk-pixbuf and its image libraries) loads when the first notification is posted, not at every
 * start: the binary does not link it (see ../CLoader/loader.h). These are the four functions Snowman calls, declared
 * as libnotify.so.4 declares them: its header would pull in gdk-pixbuf's. */
typedef struct _NotifyNotification NotifyNotification;
gboolean notify_is_initted(void);
gboolean notify_init(const char *app_name);
NotifyNotification *notify_notification_new(const char *summary, const char *body, const char *icon);
gboolean notify_notification_show(NotifyNotification *notification, GError **error);

#define SNOWMAN_NOTIFY_FUNCTIONS(X) \
  X(notify_is_initted)              \
  X(notify_init)                    \
  X(notify_notification_new)        \
  X(notify_notification_show)
SNOWMAN_LOADER_TABLE(snowman_notify, SNOWMAN_NOTIFY_FUNCTIONS, "libnotify.so.4")

#endif
