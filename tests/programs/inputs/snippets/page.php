<!DOCTYPE html>
<html>
<body>
<?php
declare(strict_types=1);

namespace App;

final class Greeter {
    public function __construct(private string $name = "world") {}
    public function greet(): string { return "Hello, {$this->name}!"; }
}

$items = ['a' => 1, 'b' => 2];
foreach ($items as $key => $value) {
    echo htmlspecialchars("$key=$value"), "<br>\n";
}
echo (new Greeter())->greet();
?>
</body>
</html>
