// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"

#include <QCoreApplication>
#include <QList>

namespace Advisor::Ui {

/** The Start page's ready-made scenarios: a manager picks the closest one and adjusts it. */
class ScenarioTemplates
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioTemplates)

public:
    enum Id
    {
        FineTune7B,
        Serve70B,
        ImageClassifier,
        InferenceApi,
        Rendering,
        FromScratch
    };

    static QList<Id> all();
    static QString title(Id id);
    static QString description(Id id);
    static Scenario scenario(Id id);
};

} // namespace Advisor::Ui
