import sys

from kinds import Marker, Point, UserId

if sys.stdin.read():
    print(UserId, UserId(5), Point, Point(1, 2), Marker, Marker.size)
