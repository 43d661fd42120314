package demo

data class User(val name: String, val age: Int? = null)

fun List<User>.adults(): List<User> = filter { (it.age ?: 0) >= 18 }

suspend fun main() {
    val users = listOf(User("ann", 30), User("bob"))
    when (val n = users.adults().size) {
        0 -> println("none")
        in 1..9 -> println("few: $n")
        else -> println("many: ${'$'}n")
    }
    val lazyValue: String by lazy { "computed" }
}
