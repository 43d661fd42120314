"""A file with form feeds between sections and no newline at the end."""
import sys


def section_one():
    return "one"


def section_two():
    return "two"


print(section_one(), section_two())
x = [
    1,
    2,  # trailing comment inside brackets
]
print(sum(x)); print("semicolons"); y = 3
if y: print("inline if body")
sys.stdout.write("end\n")
# the file ends with this comment and no newline