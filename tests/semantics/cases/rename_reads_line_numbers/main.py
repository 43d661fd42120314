import tracer

print(tracer.offset_of_here())
print(tracer.where() > 0)
