#include <string.h>

#include "atspi_private.h"

/* Value for steppers and the timeline; Text and EditableText for the fields. A field is one line, so every
 * boundary but a character's is the whole text. Offsets are in characters as AT-SPI counts them, Unicode code
 * points (the window sends its caret and selection counted so). An edit is sent to the window as the field's
 * whole new text; anything on the bus can call, so offsets are clamped to the text and an edit that would make a
 * field longer than any path is refused. */

/* The longest text an edit may leave in a field, in bytes: a path's limit (PATH_MAX); a name is shorter still. */
enum { TEXT_LIMIT = 4096 };

GVariant *snowman_atspi_value_property(tree_node *n, const char *property) {
  if (strcmp(property, "MinimumValue") == 0) return g_variant_new_double(n->minimum);
  if (strcmp(property, "MaximumValue") == 0) return g_variant_new_double(n->maximum);
  if (strcmp(property, "MinimumIncrement") == 0) return g_variant_new_double(n->increment);
  if (strcmp(property, "CurrentValue") == 0) return g_variant_new_double(n->current);
  if (strcmp(property, "Text") == 0) return g_variant_new_string(n->value_text);
  return NULL;
}

static glong length(tree_node *n) { return g_utf8_strlen(n->text, -1); }

/* Characters [start, end) of the text, clamped; end < 0 is the end. */
static char *slice(tree_node *n, glong start, glong end) {
  glong count = length(n);
  if (end < 0 || end > count) end = count;
  if (start < 0) start = 0;
  if (start > end) start = end;
  return g_utf8_substring(n->text, start, end);
}

GVariant *snowman_atspi_text_property(tree_node *n, const char *property) {
  if (strcmp(property, "CharacterCount") == 0) return g_variant_new_int32((gint32)length(n));
  if (strcmp(property, "CaretOffset") == 0) return g_variant_new_int32(n->caret);
  return NULL;
}

static GVariant *with_range(const char *format, char *text, gint32 start, gint32 end) {
  GVariant *v = g_variant_new(format, text, start, end);
  g_free(text);
  return v;
}

/* The text with [start, end) replaced by `insert`, sent to the window: start is clamped to the text, an end
 * before 0 or past the text is its end, and an end before the start, an edit that changes nothing or one that
 * would pass TEXT_LIMIT is refused. */
static GVariant *edit(snowman_atspi *bridge, tree_node *n, glong start, glong end, const char *insert) {
  glong count = length(n);
  start = CLAMP(start, 0, count);
  if (end < 0 || end > count) end = count;
  if (end < start || (end == start && *insert == '\0') || strlen(n->text) + strlen(insert) > TEXT_LIMIT)
    return g_variant_new("(b)", FALSE);
  char *before = slice(n, 0, start), *after = slice(n, end, -1);
  char *whole = g_strconcat(before, insert, after, NULL);
  snowman_atspi_request_add(bridge, SNOWMAN_ATSPI_SET_TEXT, n->path, 0, whole);
  g_free(before), g_free(after), g_free(whole);
  return g_variant_new("(b)", TRUE);
}

GVariant *snowman_atspi_text_call(snowman_atspi *bridge, tree_node *n, const char *method, GVariant *args) {
  gint32 a = 0, b = 0;
  guint32 kind = 0;
  glong count = length(n);
  if (strcmp(method, "GetText") == 0) {
    g_variant_get(args, "(ii)", &a, &b);
    char *text = slice(n, a, b);
    GVariant *v = g_variant_new("(s)", text);
    g_free(text);
    return v;
  }
  if (strcmp(method, "GetCharacterAtOffset") == 0) {
    g_variant_get(args, "(i)", &a);
    gunichar c = a >= 0 && a < count ? g_utf8_get_char(g_utf8_offset_to_pointer(n->text, a)) : 0;
    return g_variant_new("(i)", (gint32)c);
  }
  if (strcmp(method, "GetTextAtOffset") == 0 || strcmp(method, "GetStringAtOffset") == 0) {
    g_variant_get(args, "(iu)", &a, &kind);
    /* Both number a character's boundary 0. */
    if (kind == 0 && a >= 0 && a < count) return with_range("(sii)", slice(n, a, a + 1), a, a + 1);
    return with_range("(sii)", g_strdup(n->text), 0, (gint32)count);
  }
  if (strcmp(method, "GetTextBeforeOffset") == 0 || strcmp(method, "GetTextAfterOffset") == 0) {
    g_variant_get(args, "(iu)", &a, &kind);
    return with_range("(sii)", g_strdup(""), a, a);
  }
  if (strcmp(method, "GetNSelections") == 0)
    return g_variant_new("(i)", n->selection_end > n->selection_start ? 1 : 0);
  if (strcmp(method, "GetSelection") == 0) return g_variant_new("(ii)", n->selection_start, n->selection_end);
  if (strcmp(method, "GetDefaultAttributes") == 0 || strcmp(method, "GetDefaultAttributeSet") == 0)
    return g_variant_new_parsed("(@a{ss} {},)");
  if (strcmp(method, "GetAttributes") == 0 || strcmp(method, "GetAttributeRun") == 0)
    return g_variant_new("(@a{ss}ii)", g_variant_new_parsed("@a{ss} {}"), 0, (gint32)count);
  if (strcmp(method, "GetAttributeValue") == 0) return g_variant_new("(s)", "");
  if (strcmp(method, "SetTextContents") == 0) {
    const char *text;
    g_variant_get(args, "(&s)", &text);
    if (strlen(text) > TEXT_LIMIT || strcmp(text, n->text) == 0) return g_variant_new("(b)", FALSE);
    return edit(bridge, n, 0, count, text);
  }
  if (strcmp(method, "InsertText") == 0) {
    const char *text;
    g_variant_get(args, "(i&si)", &a, &text, &b);
    if (strlen(text) > TEXT_LIMIT) return g_variant_new("(b)", FALSE);
    a = CLAMP(a, 0, (gint32)count);
    char *part = b >= 0 && g_utf8_strlen(text, -1) > b ? g_utf8_substring(text, 0, b) : g_strdup(text);
    GVariant *v = edit(bridge, n, a, a, part);
    g_free(part);
    return v;
  }
  if (strcmp(method, "CopyText") == 0 || strcmp(method, "CutText") == 0) {
    g_variant_get(args, "(ii)", &a, &b);
    a = CLAMP(a, 0, (gint32)count);
    if (b < 0 || b > count) b = (gint32)count;
    if (b > a) {
      char *copied = slice(n, a, b);
      snowman_atspi_request_add(bridge, SNOWMAN_ATSPI_COPY_TEXT, n->path, 0, copied);
      g_free(copied);
    }
    /* CopyText answers nothing (at-spi2-core's EditableText); CutText then deletes what it copied. */
    if (strcmp(method, "CopyText") == 0) return g_variant_new("()");
  }
  if (strcmp(method, "DeleteText") == 0 || strcmp(method, "CutText") == 0) {
    g_variant_get(args, "(ii)", &a, &b);
    return edit(bridge, n, a, b, "");
  }
  /* The caret, selections, extents by character, copying and pasting are the keyboard's. */
  if (strcmp(method, "GetCharacterExtents") == 0 || strcmp(method, "GetRangeExtents") == 0)
    return g_variant_new("(iiii)", n->x, n->y, 0, n->h);
  if (strcmp(method, "GetOffsetAtPoint") == 0) return g_variant_new("(i)", -1);
  return g_variant_new("(b)", FALSE);
}
