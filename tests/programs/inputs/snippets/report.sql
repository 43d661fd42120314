-- Monthly revenue by customer
WITH monthly AS (
    SELECT c.id, c.name, DATE_TRUNC('month', o.created_at) AS month,
           SUM(o.total) AS revenue
    FROM customers c
    JOIN orders o ON o.customer_id = c.id
    WHERE o.status <> 'cancelled' AND o.total > 0.5
    GROUP BY 1, 2, 3
)
SELECT name, month, revenue,
       RANK() OVER (PARTITION BY month ORDER BY revenue DESC) AS rnk
FROM monthly
ORDER BY month, rnk
LIMIT 100;
CREATE INDEX IF NOT EXISTS idx_orders ON orders (customer_id, created_at);
