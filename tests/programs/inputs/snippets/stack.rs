use std::fmt;

/// A bounded stack.
#[derive(Debug, Clone, Default)]
pub struct Stack<T> {
    items: Vec<T>,
    limit: usize,
}

impl<T: fmt::Display> Stack<T> {
    pub fn push(&mut self, item: T) -> Result<(), String> {
        if self.items.len() >= self.limit {
            return Err(format!("stack full at {}", item));
        }
        self.items.push(item);
        Ok(())
    }
}

fn main() {
    let mut s: Stack<i32> = Stack { items: vec![], limit: 2 };
    for i in 0..3 { println!("{:?}", s.push(i)); }
    let _r#type = 'c'; let _life: &'static str = "x";
}
