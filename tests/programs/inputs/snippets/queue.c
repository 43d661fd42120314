#include <stdio.h>
#include <stdlib.h>
#define CAPACITY 16 /* ring size */

typedef struct { int items[CAPACITY]; size_t head, tail; } queue_t;

static int push(queue_t *q, int value) {
    if ((q->tail + 1) % CAPACITY == q->head) return -1; // full
    q->items[q->tail] = value;
    q->tail = (q->tail + 1) % CAPACITY;
    return 0;
}

int main(void) {
    queue_t q = {0};
    for (int i = 0; i < 20; i++) printf("%d -> %d\n", i, push(&q, i * 'a'));
    return EXIT_SUCCESS;
}
