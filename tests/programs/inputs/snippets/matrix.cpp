#include <vector>
#include <iostream>
template <typename T>
class Matrix {
public:
    explicit Matrix(std::size_t n) : data_(n * n, T{}), n_(n) {}
    T& operator()(std::size_t i, std::size_t j) { return data_[i * n_ + j]; }
private:
    std::vector<T> data_;
    std::size_t n_;
};
int main() {
    Matrix<double> m{3};
    m(1, 2) = 4.5;
    std::cout << "m(1,2) = " << m(1, 2) << std::endl;
    auto lambda = [&](int x) noexcept -> int { return x << 2; };
    return lambda(0);
}
