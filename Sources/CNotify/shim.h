#ifndef SNOWMAN_CNOTIFY_SHIM_H
#define SNOWMAN_CNOTIFY_SHIM_H

#include <libnotify/notify.h>

#endif
