# A tiny bank account
module Bank
  class Account
    attr_reader :balance

    def initialize(owner, balance = 0)
      @owner, @balance = owner, balance
    end

    def deposit!(amount)
      raise ArgumentError, "negative: #{amount}" if amount.negative?
      @balance += amount
      self
    end
  end
end

acct = Bank::Account.new("ada").deposit!(10)
puts acct.balance, %w[a b c].map(&:upcase).inspect, :symbol, /re+gex/ =~ "reegex"
