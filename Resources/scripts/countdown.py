#!/usr/bin/env python3
"""A Widgetty script widget in Python: minutes left in the hour, one entry per minute, with a
view tree, a progress bar and a relevance that grows as the hour ends (see README "Script widgets")."""
import json
import time

now = int(time.time())
minute = now - now % 60
hour_end = now - now % 3600 + 3600
entries = []
for start in range(minute, hour_end, 60):
    left = (hour_end - start) // 60
    entries.append({
        "date": start,
        "view": {"vstack": [
            {"text": f"{left} min left in the hour", "bold": True},
            {"progress": {"value": 60 - left, "total": 60}},
        ]},
        "relevance": {"score": round(1 - left / 60, 3), "duration": 60},
    })
print(json.dumps({"entries": entries, "policy": "atEnd"}))
