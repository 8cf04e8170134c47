// SQLite from the system (libsqlite3-dev), for WidgettyStore only.
#include <sqlite3.h>
