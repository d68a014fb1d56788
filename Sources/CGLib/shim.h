#ifndef SNOWMAN_CGLIB_SHIM_H
#define SNOWMAN_CGLIB_SHIM_H

/* GLib alone (already linked for D-Bus): its checksums name the user's pictures in images/. */
#include <glib.h>

#endif
