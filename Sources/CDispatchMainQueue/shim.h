/* libdispatch's interface for a loop that drains the main queue itself: what CoreFoundation's
   run loop uses (swift-corelibs-libdispatch, private/private.h), exported by libdispatch on
   Linux. Only WidgettyHost's MainLoop imports this module. */
#ifndef CDISPATCHMAINQUEUE_SHIM_H
#define CDISPATCHMAINQUEUE_SHIM_H

/* The main queue's eventfd (made on first use): readable while work waits on the main queue. */
extern int _dispatch_get_main_queue_handle_4CF(void);

/* Runs what waits on the main queue; only on the main thread. */
extern void _dispatch_main_queue_callback_4CF(void *message);

#endif
