from dataclasses import dataclass, field, fields


@dataclass
class Database:
    host: str = "localhost"
    port: int = 5432


@dataclass
class Config:
    name: str
    debug: bool = False
    database: Database = field(default_factory=Database)
    plugins: list = field(default_factory=list)

    @classmethod
    def from_dict(cls, data):
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown config keys: {', '.join(unknown)}")
        data = dict(data)
        if "database" in data:
            data["database"] = Database(**data["database"])
        return cls(**data)
