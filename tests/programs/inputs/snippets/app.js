'use strict';
const express = require('express');
const app = express();

/* Simple in-memory store */
const store = new Map();

app.get('/items/:id', async (req, res) => {
  const item = store.get(req.params.id) ?? null;
  if (!item) return res.status(404).json({ error: `no item ${req.params.id}` });
  res.json(item);
});

class Cache extends Map {
  get size() { return super.size * 2; }
}

app.listen(3000, () => console.log(/listening/i.test('Listening') && 0b101));
