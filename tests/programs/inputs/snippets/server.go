package main

import (
	"fmt"
	"net/http"
	"sync"
)

type counter struct {
	mu sync.Mutex
	n  map[string]int
}

func (c *counter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n[r.URL.Path]++
	fmt.Fprintf(w, "%s: %d\n", r.URL.Path, c.n[r.URL.Path])
}

func main() {
	ch := make(chan int, 3)
	go func() { ch <- 42 }()
	http.Handle("/", &counter{n: map[string]int{}})
	_ = <-ch
}
